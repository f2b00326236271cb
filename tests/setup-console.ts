import { afterEach } from 'vitest'
import { consoleGuard } from './console'

// An unexpected console error or warning fails the test that logged it.
for (const level of ['error', 'warn'] as const) {
  console[level] = (...args: unknown[]) => consoleGuard.record(level, args)
}

afterEach(() => {
  const problems = consoleGuard.takeProblems()
  if (problems.length) throw new Error(problems.join('\n'))
})
