import { checkAuth, checkInvalid, checkRead } from './checks'
import { readDocument, type Operation } from './document'
import { findFlows, runFlowLeavingNoTrace } from './flows'
import { checkForbidden, logInLimited } from './forbidden'
import { buildReport, type Report } from './report'
import { Run } from './run'
import { checkSessionCall, logIn } from './session'
import type { Options } from './options'

const needsInput = (operation: Operation) => operation.parameters.some((parameter) => parameter.required)

/** Checks one tag: reads first (they name the records later calls use), then refused writes, then the flows. */
async function verifyTag(run: Run, operations: Operation[], options: Options): Promise<void> {
  const reads = operations.filter((operation) => operation.method === 'get')
  const writes = operations.filter((operation) => operation.method !== 'get')
  const flows = findFlows(operations)
  const flowReads = new Set(flows.map((flow) => flow.read))
  for (const operation of [...reads.filter((entry) => !needsInput(entry)), ...reads.filter(needsInput)]) {
    await checkAuth(run, operation)
    await checkForbidden(run, operation)
    await checkRead(run, operation, flowReads.has(operation))
  }
  for (const operation of reads) await checkInvalid(run, operation)
  for (const operation of writes) {
    await checkAuth(run, operation)
    await checkForbidden(run, operation)
    await checkInvalid(run, operation)
  }
  const inFlows = new Set(flows.flatMap((flow) => [flow.create, flow.update, flow.remove]))
  if (run.writes) for (const flow of flows) await runFlowLeavingNoTrace(run, flow)
  for (const operation of writes) {
    if (await checkSessionCall(run, operation, options.credentials)) continue
    if (!run.writes) run.record(operation, 'valid request', 'skip', 'a write: only with --writes')
    else if (!inFlows.has(operation))
      run.record(operation, 'valid request', 'skip', 'changes data no call of the contract undoes: not sent')
  }
}

/** Every check of the document's operations (or those of the --only tags) against the server at --base-url. */
export async function verify(options: Options): Promise<{ report: Report; problem?: string }> {
  const document = readDocument(options.document)
  const run = new Run(options.baseUrl, document, options.writes)
  const operations = document.operations.filter(
    (operation) => options.only.length === 0 || options.only.includes(operation.tag.toLowerCase())
  )
  let problem: string | undefined
  run.expiredToken = options.expiredToken
  if (options.token) run.session = { accessToken: options.token }
  else if (options.credentials) problem = await logIn(run, options.credentials)
  if (!problem && options.limitedCredentials) problem = await logInLimited(run, options.limitedCredentials)
  if (operations.length === 0) problem = `no operation has the tag ${options.only.join(', ')}`
  if (!problem) {
    const tags = [...new Set(operations.map((operation) => operation.tag))]
    for (const tag of tags)
      await verifyTag(
        run,
        operations.filter((operation) => operation.tag === tag),
        options
      )
  }
  return { report: buildReport(options.baseUrl, operations, run.outcomes), ...(problem ? { problem } : {}) }
}
