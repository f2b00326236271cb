import { onTestFinished } from 'vitest'
import { createConsoleGuard } from './consoleGuard'

export const consoleGuard = createConsoleGuard()

/** Declares a console message this test causes on purpose: it is silenced, and the test fails if it never comes. */
export const expectConsole = (level: 'error' | 'warn', pattern: RegExp) => consoleGuard.expect(level, pattern)

/** Declares an error React rethrows to `window` on purpose (in development): jsdom no longer prints it. */
export function expectUncaught(pattern: RegExp) {
  const swallow = (event: ErrorEvent) => {
    if (pattern.test(String(event.error instanceof Error ? event.error.message : event.message)))
      event.preventDefault()
  }
  window.addEventListener('error', swallow)
  onTestFinished(() => window.removeEventListener('error', swallow))
}
