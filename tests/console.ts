import { createConsoleGuard } from './consoleGuard'

export const consoleGuard = createConsoleGuard()

/** Declares a console message this test causes on purpose: it is silenced, and the test fails if it never comes. */
export const expectConsole = (level: 'error' | 'warn', pattern: RegExp) => consoleGuard.expect(level, pattern)
