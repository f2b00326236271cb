import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@fontsource-variable/public-sans/wght.css'
import '@core/scss/index.scss'
import { env } from '@/configs/env'
import { initI18n } from '@/configs/i18n'
import { holdRequestsUntil } from '@/utility/httpSession'
import App from './App'

async function boot() {
  if (env.mockApi) {
    // The mock is its own chunk (a build with VITE_MOCK_API=false never loads it). It loads while
    // the first screen paints; requests wait for it instead of the paint.
    holdRequestsUntil(import('@fake-db').then(({ setMockOptions }) => setMockOptions({ delayMs: 250 })))
  }
  await initI18n()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>
  )
}

void boot()
