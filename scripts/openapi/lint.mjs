// Spectral (.spectral.yaml) and Redocly (redocly.yaml) on docs/openapi.json, side by side: their counts, or the problems.
/* global process */
import { spawn } from 'node:child_process'
import path from 'node:path'

const quiet = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }

function run(root, tool, args) {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', tool), args, { cwd: root, env: quiet })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', () => {})
    child.on('close', () => resolve(out))
  })
}

const line = (name, problems) => {
  const errors = problems.filter((problem) => problem.error).length
  return { name, errors, warnings: problems.length - errors, problems }
}

/** Each linter's errors and warnings (hints and infos left out); a linter that answers no JSON counts as an error. */
export async function lintDocument(root, file) {
  const [spectral, redocly] = await Promise.all([
    run(root, 'spectral', ['lint', file, '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet']),
    run(root, 'redocly', ['lint', file, '--format', 'json'])
  ])
  const parsed = (text, read) => {
    try {
      return read(JSON.parse(text))
    } catch {
      return [{ error: true, text: `no report: ${text.slice(0, 200)}` }]
    }
  }
  return [
    line(
      'Spectral',
      parsed(spectral.slice(spectral.indexOf('[')), (problems) =>
        problems
          .filter((problem) => problem.severity <= 1)
          .map((problem) => ({
            error: problem.severity === 0,
            text: `${problem.code} at ${problem.path.join('.')}: ${problem.message}`
          }))
      )
    ),
    line(
      'Redocly',
      parsed(redocly, (report) =>
        report.problems.map((problem) => ({
          error: problem.severity === 'error',
          text: `${problem.ruleId} at ${problem.location?.[0]?.pointer ?? ''}: ${problem.message}`
        }))
      )
    )
  ]
}
