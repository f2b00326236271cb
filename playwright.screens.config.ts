import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import baseConfig from './playwright.config'

const base = baseConfig.projects?.[0]?.use ?? {}
// Pixels depend on the system fonts a page falls back to (code in monospace): one set, whatever the machine has.
const chromium = {
  ...base,
  launchOptions: {
    ...base.launchOptions,
    env: {
      ...process.env,
      FONTCONFIG_FILE: fileURLToPath(new URL('tests/screens/fonts.conf', import.meta.url))
    }
  }
}

/**
 * Screenshot baselines (tests/screens): every route at one of two settings, in turn, against committed images.
 * `npm run screens:update` rewrites them after a deliberate change of how pages look.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './tests/screens',
  retries: 0,
  snapshotPathTemplate: '{testDir}/baselines/{projectName}/{arg}{ext}',
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'device', maxDiffPixelRatio: 0.002 }
  },
  use: { ...baseConfig.use, trace: 'off', timezoneId: 'UTC', locale: 'en-US', reducedMotion: 'reduce' },
  projects: [
    {
      name: 'light-ltr-1440',
      grep: /@light-ltr-1440$/,
      use: { ...chromium, viewport: { width: 1440, height: 900 }, deviceScaleFactor: 0.5 }
    },
    {
      name: 'dark-rtl-390',
      grep: /@dark-rtl-390$/,
      use: { ...chromium, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 }
    }
  ]
})
