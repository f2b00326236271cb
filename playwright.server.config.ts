import { defineConfig } from '@playwright/test'
import base from './playwright.config'

// The demo against `npm run api` instead of the in-browser mock: a build with the mock off, tokens enforced.
const port = Number(process.env.E2E_PORT ?? 4174)
const apiPort = Number(process.env.E2E_API_PORT ?? 3001)
const apiUrl = `http://127.0.0.1:${apiPort}`
const outDir = 'dist-server-test'
const build = `npx vite build --outDir ${outDir} --logLevel warn`
const preview = `npx vite preview --outDir ${outDir} --port ${port} --strictPort`

export default defineConfig({
  ...base,
  testDir: './tests/e2e-server',
  // The server keeps its data between tests: they run in file order, one at a time.
  fullyParallel: false,
  workers: 1,
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: [
    {
      command: `node scripts/api.mjs --enforce-auth --port ${apiPort}`,
      // Answers 401 without a token once it is up.
      url: `${apiUrl}/apps/invoice/invoices`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe'
    },
    {
      command: process.env.E2E_PREBUILT ? preview : `${build} && ${preview}`,
      env: { VITE_MOCK_API: 'false', VITE_API_BASE_URL: apiUrl },
      url: `http://localhost:${port}`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe'
    }
  ]
})
