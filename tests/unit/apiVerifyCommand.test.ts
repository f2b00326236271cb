import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { main } from '../../scripts/verify/main'
import { notesDocument, startNotesServer, type Fault } from './apiVerifyServer'

const folder = mkdtempSync(path.join(tmpdir(), 'api-verify-command-'))
const documentFile = path.join(folder, 'notes.json')
writeFileSync(documentFile, JSON.stringify(notesDocument))
const jsonFile = path.join(folder, 'report.json')
const junitFile = path.join(folder, 'junit.xml')

let close: () => Promise<void> = async () => undefined
afterEach(() => close())

async function command(fault: Fault, ...extra: string[]) {
  const server = await startNotesServer(fault)
  close = server.close
  const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined)
  const code = await main([
    ...['--base-url', server.url, '--document', documentFile, '--login', 'a@b.c:x', '--writes'],
    ...['--json', jsonFile, '--junit', junitFile, ...extra]
  ])
  const output = printed.mock.calls.map((call) => String(call[0])).join('\n')
  const report = JSON.parse(readFileSync(jsonFile, 'utf8')) as {
    failed: number
    operations: { path: string }[]
  }
  return { code, output, report, junit: readFileSync(junitFile, 'utf8') }
}

describe('npm run api:verify', () => {
  it('exits 0 and writes both reports when every check passes', async () => {
    const { code, output, report, junit } = await command('none')
    expect(code).toBe(0)
    expect(output).toMatch(/PASS POST {3}\/notes\/add/)
    expect(report.failed).toBe(0)
    expect(junit).toMatch(/<testsuite name="Notes" tests="\d+" failures="0"/)
  })

  it('exits 1 and prints the failing request and answer', async () => {
    const { code, output, junit } = await command('crash')
    expect(code).toBe(1)
    expect(output).toMatch(
      /FAIL GET \/notes\/\{id\}: valid request: expected 200, got 500\n {2}request: GET http.*\/notes\/1\n {2}answer: {2}500/
    )
    expect(junit).toContain('<failure message="expected 200, got 500">')
  })

  it('checks only the tags --only names', async () => {
    const { code, report } = await command('crash', '--only', 'auth')
    expect(code).toBe(0)
    expect(report.operations.map((entry) => entry.path)).toEqual(['/login'])
  })

  it('exits 2 on a command line it cannot read', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await main(['--login', 'no-colon'])).toBe(2)
    expect(printed).toHaveBeenCalledWith(expect.stringContaining('--base-url <http(s) url> is required'))
  })
})
