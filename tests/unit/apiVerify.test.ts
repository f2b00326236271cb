import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { verify } from '../../scripts/verify/verify'
import { junitReport } from '../../scripts/verify/report'
import { notesDocument, startNotesServer, type Fault } from './apiVerifyServer'

const refusal = {
  description: 'Not found',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } }
}

const folder = mkdtempSync(path.join(tmpdir(), 'api-verify-'))
const documentFile = path.join(folder, 'notes.json')
writeFileSync(documentFile, JSON.stringify(notesDocument))

let close: () => Promise<void> = async () => undefined
afterEach(() => close())

async function verifyWith(fault: Fault, writes = true, empty = false) {
  const server = await startNotesServer(fault, empty)
  close = server.close
  const { report } = await verify({
    baseUrl: server.url,
    document: documentFile,
    credentials: { email: 'a@b.c', password: 'x' },
    limitedCredentials: { email: 'reader@b.c', password: 'x' },
    writes,
    only: []
  })
  const failures = report.operations.flatMap((entry) =>
    entry.checks
      .filter((check) => check.status === 'fail')
      .map((check) => `${entry.method} ${entry.path}: ${check.check}`)
  )
  return { report, failures, notes: server.notes }
}

describe('api:verify', () => {
  it('passes a server that keeps the contract, and its flow leaves the data as it found it', async () => {
    const { report, failures, notes } = await verifyWith('none')
    expect(failures).toEqual([])
    expect(report.failed).toBe(0)
    expect(report.operations.find((entry) => entry.path === '/notes/add')?.checks).toContainEqual(
      expect.objectContaining({ check: 'valid request (creates)', status: 'pass' })
    )
    expect(notes).toEqual([{ id: 1, title: 'First' }])
  })

  it('notes a refusal whose status the call does not list, without failing it', async () => {
    type Calls = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }
    const listed = structuredClone(notesDocument) as unknown as Calls
    const read = listed.paths['/notes/{id}']!.get!
    read.responses = { '200': read.responses['200'], '404': refusal }
    writeFileSync(documentFile, JSON.stringify(listed))
    const { report, failures } = await verifyWith('none')
    writeFileSync(documentFile, JSON.stringify(notesDocument))
    expect(failures).toEqual([])
    expect(report.operations.find((entry) => entry.path === '/notes/{id}')?.checks).toContainEqual(
      expect.objectContaining({
        check: 'refuses id not a number',
        status: 'pass',
        note: expect.stringMatching(/^400 is not among/)
      })
    )
  })

  it('asks an unknown id to be refused only of a call that documents a 404', async () => {
    type Calls = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }
    const listed = structuredClone(notesDocument) as unknown as Calls
    const read = listed.paths['/notes/{id}']!.get!
    read.responses = { '200': read.responses['200'], '400': refusal, '401': refusal }
    writeFileSync(documentFile, JSON.stringify(listed))
    const { report } = await verifyWith('none')
    writeFileSync(documentFile, JSON.stringify(notesDocument))
    const checks = (path: string) =>
      report.operations.find((entry) => entry.path === path)?.checks.map((check) => check.check)
    expect(checks('/notes/{id}')).not.toContain('refuses id of no record')
    expect(checks('/notes/delete')).toContain('refuses id of no record')
  })

  it('fails a flow that leaves its record behind, naming what reads differently', async () => {
    const { report, notes } = await verifyWith('keepsDeleted')
    const add = report.operations.find((entry) => entry.path === '/notes/add')
    expect(add?.checks).toContainEqual(
      expect.objectContaining({
        check: 'leaves the data as it found it',
        status: 'fail',
        reason: expect.stringMatching(/after: .*"title":"Renamed \(verify\)"/)
      })
    )
    expect(notes).toEqual([
      { id: 1, title: 'First' },
      { id: 2, title: 'Renamed (verify)' }
    ])
  })

  it("leaves the example's id to the flow when the list is empty, and the flow reads the note it made", async () => {
    type Calls = { paths: Record<string, Record<string, { parameters: Record<string, unknown>[] }>> }
    const exampled = structuredClone(notesDocument) as unknown as Calls
    exampled.paths['/notes/{id}']!.get!.parameters[0]!.example = 1
    writeFileSync(documentFile, JSON.stringify(exampled))
    const { report, failures, notes } = await verifyWith('none', true, true)
    writeFileSync(documentFile, JSON.stringify(notesDocument))
    expect(failures).toEqual([])
    const checks = report.operations.find((entry) => entry.path === '/notes/{id}')?.checks
    expect(checks).toContainEqual(
      expect.objectContaining({
        check: 'valid request',
        status: 'skip',
        reason: expect.stringMatching(/create flow/)
      })
    )
    expect(checks).toContainEqual(
      expect.objectContaining({ check: 'reads the created record', status: 'pass' })
    )
    expect(notes).toEqual([])
  })

  it('sends no write without --writes', async () => {
    const { report, notes } = await verifyWith('refusedButChanged', false)
    expect(report.failed).toBe(0)
    expect(report.operations.find((entry) => entry.path === '/notes/add')?.status).toBe('skip')
    expect(notes).toHaveLength(1)
  })

  it.each([
    ['wrongShape', 'GET /notes: valid request', /does not match its schema/],
    ['crash', 'GET /notes/{id}: valid request', /expected 200, got 500/],
    ['noAuth', 'GET /notes: 401 with no token', /expected 401, got 200/],
    ['refusedButChanged', 'POST /notes/add: refuses note.title over-long', /the data changed/],
    ['noForbidden', 'POST /notes/add: 403 for reader@b.c (no create Note)', /expected 403, got 201/],
    ['keepsDeleted', 'GET /notes/{id}: refuses the deleted record', /expected a 4xx, got 200/]
  ] as const)('catches a planted fault: %s', async (fault, failing, reason) => {
    const { report, failures } = await verifyWith(fault)
    expect(failures).toContain(failing)
    const check = report.operations.flatMap((entry) => entry.checks).find((entry) => entry.status === 'fail')
    expect(check?.reason).toMatch(reason)
    expect(check).toHaveProperty('request')
    expect(check).toHaveProperty('answer')
    expect(junitReport(report)).toContain('<failure message=')
  })
})
