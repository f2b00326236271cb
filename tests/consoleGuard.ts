type Level = 'error' | 'warn'
type Expectation = { level: Level; pattern: RegExp; seen: boolean }

const text = (args: unknown[]) =>
  args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg))).join(' ')

/** Records a test's console errors and warnings; those it expects are swallowed, the others reported. */
export function createConsoleGuard() {
  let expectations: Expectation[] = []
  let unexpected: string[] = []
  return {
    expect(level: Level, pattern: RegExp) {
      expectations.push({ level, pattern, seen: false })
    },
    record(level: Level, args: unknown[]) {
      const message = text(args)
      const match = expectations.find((e) => e.level === level && e.pattern.test(message))
      if (match) match.seen = true
      else unexpected.push(`console.${level}: ${message}`)
    },
    /** What went wrong since the last call: unexpected messages, then expected ones that never came. */
    takeProblems() {
      const missing = expectations
        .filter((e) => !e.seen)
        .map((e) => `expected a console.${e.level} matching ${e.pattern}, none came`)
      const problems = [...unexpected, ...missing]
      expectations = []
      unexpected = []
      return problems
    }
  }
}
