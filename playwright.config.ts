import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

/** The browser tests drive Debian's Chromium only; Playwright never downloads a browser. */
const chromiumPath = '/usr/bin/chromium'
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`
  )
}

// E2E_PORT lets several checkouts run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 4173)
const isCI = !!process.env.CI

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // One per core of the 2-core runner.
  workers: 2,
  reporter: 'list',
  // A ceiling, not a wait: the longest flows take 25 s of a busy 2-core runner; a passing test never waits for it.
  timeout: 60_000,
  // A ceiling, not a wait: on a busy 2-core runner a list's first load (its chunks, the mock's seed) can pass 7 s.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs about 15 % of a passing run: CI records the retry of a failure, a local run the failure.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block'
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic'
          ]
        }
      }
    }
  ],
  webServer: {
    command: `${process.env.E2E_PREBUILT ? '' : 'npx vite build && '}npx vite preview --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !isCI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe'
  }
})
