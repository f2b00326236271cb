import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@fontsource-variable/public-sans/wght.css'
import '@core/scss/index.scss'
import { env } from '@/configs/env'
import { initI18n } from '@/configs/i18n'
import App from './App'

async function boot() {
  if (env.mockApi) {
    // The mock is its own chunk: a build with VITE_MOCK_API=false never loads it.
    const { setMockOptions } = await import('@fake-db')
    setMockOptions({ delayMs: 250 })
  }
  await initI18n()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>
  )
}

void boot()
