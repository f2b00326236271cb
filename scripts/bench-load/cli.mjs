/* global process, console, window */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { adminSession } from './routes.mjs'
import { serve } from './server.mjs'

// What every bench script shares: its command line, the build it measures and a signed-in session.

/** The repository, where the build goes (`dist/`). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const argv = process.argv.slice(2)
/** The value after `name` on the command line, if given. */
export const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined)

/** A production build into `dist/`, unless `--no-build`; a failed build ends the script with its status. */
export function buildUnlessSkipped() {
  if (argv.includes('--no-build')) return
  console.log('Building (npx vite build) ...')
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

/** Writes a signed-in session to storage: an init script, so it runs in the page before the app's code. */
export function storeSession(session) {
  window.localStorage.setItem('userData', JSON.stringify(session.userData))
  window.localStorage.setItem('accessToken', session.accessToken)
  window.localStorage.setItem('refreshToken', session.refreshToken)
}

/** The build served with gzip and a desktop page signed in as the admin, with its DevTools session (CPU throttling);
 *  `close()` ends both. */
export async function openSignedInPage() {
  const server = await serve(path.join(root, 'dist'))
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  await context.addInitScript(storeSession, adminSession)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const close = async () => {
    await browser.close()
    await server.close()
  }
  return { url: server.url, page, cdp, close }
}
