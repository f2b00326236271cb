import { defineConfig } from '@playwright/test'
import shared from '../../playwright.config'

/** The app built for /admin/ into its own folder, so it never replaces the build the other specs use. */
const port = Number(process.env.E2E_PORT ?? 4173)
const outDir = 'dist/basepath'

export default defineConfig({
  ...shared,
  testDir: '.',
  webServer: {
    command: `npx vite build --outDir ${outDir} && npx vite preview --outDir ${outDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}/admin/`,
    cwd: '../..',
    env: { VITE_BASE_PATH: '/admin/' },
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe'
  }
})
