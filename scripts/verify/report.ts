import type { Operation } from './document'
import type { Outcome, Status } from './run'

export interface OperationReport {
  operation: string
  method: string
  path: string
  tag: string
  status: Status
  checks: {
    check: string
    status: Status
    reason?: string
    note?: string
    request?: unknown
    answer?: unknown
  }[]
}

export interface Report {
  baseUrl: string
  passed: number
  failed: number
  skipped: number
  operations: OperationReport[]
}

/** An operation fails if one check failed, passes if one passed and none failed, else is skipped. */
function overall(statuses: Status[]): Status {
  if (statuses.includes('fail')) return 'fail'
  return statuses.includes('pass') ? 'pass' : 'skip'
}

export function buildReport(baseUrl: string, operations: Operation[], outcomes: Outcome[]): Report {
  const reports = operations.map((operation): OperationReport => {
    const own = outcomes.filter((outcome) => outcome.operation === operation)
    return {
      operation: operation.id,
      method: operation.method.toUpperCase(),
      path: operation.path,
      tag: operation.tag,
      status: overall(own.map((outcome) => outcome.status)),
      checks: own.map(({ check, status, reason, note, exchange }) => ({
        check,
        status,
        ...(reason ? { reason } : {}),
        ...(note ? { note } : {}),
        ...(exchange && (status === 'fail' || note)
          ? { request: exchange.request, answer: exchange.reply }
          : {})
      }))
    }
  })
  const count = (status: Status) => reports.filter((report) => report.status === status).length
  return {
    baseUrl,
    passed: count('pass'),
    failed: count('fail'),
    skipped: count('skip'),
    operations: reports
  }
}

const clip = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text === undefined ? '' : text.length > 400 ? `${text.slice(0, 400)}…` : text
}

/** The summary a person reads: one line per operation, then each failure and note with its request and answer. */
export function textReport(report: Report): string {
  const lines = report.operations.map((entry) => {
    const checks = entry.checks.filter((check) => check.status === 'pass').length
    const skipped = entry.checks.filter((check) => check.status === 'skip')
    const why = skipped.length
      ? ` (skipped: ${[...new Set(skipped.map((check) => check.reason))].join('; ')})`
      : ''
    const counts = `${checks}/${entry.checks.length} checks${why}`
    return `${entry.status.toUpperCase().padEnd(4)} ${entry.method.padEnd(6)} ${entry.path}  ${counts}`
  })
  let notes = 0
  for (const entry of report.operations)
    for (const check of entry.checks.filter((item) => item.status === 'fail' || item.note)) {
      if (check.status !== 'fail') notes++
      const request = check.request as { method?: string; url?: string; body?: unknown } | undefined
      const answer = check.answer as { status?: number; body?: unknown } | undefined
      lines.push(
        '',
        check.status === 'fail'
          ? `FAIL ${entry.method} ${entry.path}: ${check.check}: ${check.reason ?? ''}`
          : `NOTE ${entry.method} ${entry.path}: ${check.check}: ${check.note ?? ''}`,
        ...(request
          ? [
              `  request: ${request.method} ${request.url}${request.body === undefined ? '' : ` ${clip(request.body)}`}`
            ]
          : []),
        ...(answer ? [`  answer:  ${answer.status} ${clip(answer.body)}`] : [])
      )
    }
  lines.push(
    '',
    `${report.operations.length} operations: ${report.passed} passed, ${report.failed} failed, ` +
      `${report.skipped} skipped${notes ? `; ${notes} notes (they fail nothing)` : ''}`
  )
  return lines.join('\n')
}

const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char
  )

/** One test case per check, grouped in one suite per tag, for a CI's test view. */
export function junitReport(report: Report): string {
  const tags = [...new Set(report.operations.map((entry) => entry.tag))]
  const suites = tags.map((tag) => {
    const entries = report.operations.filter((entry) => entry.tag === tag)
    const cases = entries.flatMap((entry) =>
      entry.checks.map((check) => {
        const name = xml(`${entry.method} ${entry.path}: ${check.check}`)
        const open = `    <testcase classname="${xml(tag)}" name="${name}"`
        if (check.status === 'pass' && check.note)
          return `${open}>\n      <system-out>NOTE ${xml(check.note)}</system-out>\n    </testcase>`
        if (check.status === 'pass') return `${open}/>`
        if (check.status === 'skip')
          return `${open}>\n      <skipped message="${xml(check.reason ?? '')}"/>\n    </testcase>`
        const detail = xml(`request: ${clip(check.request)}\nanswer: ${clip(check.answer)}`)
        return `${open}>\n      <failure message="${xml(check.reason ?? '')}">${detail}</failure>\n    </testcase>`
      })
    )
    const checks = entries.flatMap((entry) => entry.checks)
    const failures = checks.filter((check) => check.status === 'fail').length
    const skipped = checks.filter((check) => check.status === 'skip').length
    const counts = `tests="${checks.length}" failures="${failures}" skipped="${skipped}"`
    return `  <testsuite name="${xml(tag)}" ${counts}>\n${cases.join('\n')}\n  </testsuite>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="api:verify">\n${suites.join('\n')}\n</testsuites>\n`
}
