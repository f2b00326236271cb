// Run by scripts/api-verify.mjs through Vite's module runner, as the server is.
import { writeFileSync } from 'node:fs'
import { readOptions, usage } from './options'
import { junitReport, textReport } from './report'
import { verify } from './verify'

/** `npm run api:verify`: prints the summary, writes the files asked for and answers the exit code. */
export async function main(argv: string[]): Promise<number> {
  let options
  try {
    options = readOptions(argv)
  } catch (cause) {
    console.error(`${cause instanceof Error ? cause.message : String(cause)}\n${usage}`)
    return 2
  }
  const started = performance.now()
  const { report, problem } = await verify(options)
  console.log(textReport(report))
  if (options.json) writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`)
  if (options.junit) writeFileSync(options.junit, junitReport(report))
  console.log(`Checked ${options.baseUrl} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  if (problem) console.error(problem)
  return problem || report.failed > 0 ? 1 : 0
}
