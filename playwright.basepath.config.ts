import { defineConfig } from '@playwright/test'
import base from './playwright.config'

// The app built for VITE_BASE_PATH=/admin/ into its own folder, so the build the other specs use stays as it is.
const port = Number(process.env.E2E_PORT ?? 4175)
const outDir = 'dist/basepath'
const build = `npx vite build --outDir ${outDir} --logLevel warn`
const preview = `npx vite preview --outDir ${outDir} --port ${port} --strictPort`

export default defineConfig({
  ...base,
  testDir: './tests/e2e-basepath',
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: {
    command: process.env.E2E_PREBUILT ? preview : `${build} && ${preview}`,
    env: { VITE_BASE_PATH: '/admin/' },
    url: `http://localhost:${port}/admin/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe'
  }
})
