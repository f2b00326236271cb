import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as prettier from 'prettier'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { eachRoute, type RouteEntry } from '@fake-db/route'
import { apiGuide } from '../../scripts/openapi/markdown'
import { callKey, documentRoutes, templateProse, type AreaProse } from '../../scripts/openapi/prose'
import { staleFiles } from '../../scripts/openapi/stale'

const routes: RouteEntry[] = []
eachRoute((route) => routes.push(route))
const prose = templateProse()
const { areas, unserved, problems } = documentRoutes(routes, prose)
const sections = areas.flatMap((area) => area.calls.map(({ key }) => key))

describe('docs/api.md, generated from the routes and the areas’ api.prose.ts', () => {
  it('has a section for every registered route and none without one', () => {
    expect(routes.length).toBeGreaterThan(0)
    expect(problems).toEqual([])
    expect(unserved).toEqual([])
    expect([...sections].sort()).toEqual(routes.map(callKey).sort())
  })

  it('is the committed file, as Prettier writes it', async () => {
    const file = path.resolve('docs/api.md')
    const guide = apiGuide(readFileSync('docs/api.intro.md', 'utf8'), areas)
    const text = await prettier.format(guide, { ...(await prettier.resolveConfig(file)), filepath: file })
    expect(text === readFileSync(file, 'utf8'), 'run npm run api:docs').toBe(true)
  })

  it('fails on a route without words and on words without a route', () => {
    const [first, ...rest] = routes
    const extra: AreaProse = {
      file: 'src/views/apps/x/api.prose.ts',
      area: 'X',
      intro: '',
      calls: new Map([
        [callKey(rest[0] as RouteEntry), 'served'],
        ['GET /nowhere', 'no route']
      ]),
      summaries: new Map([
        [callKey(rest[0] as RouteEntry), 'Served'],
        ['GET /nowhere', 'Nowhere']
      ])
    }
    const withoutFirst = prose.map((area) => ({
      ...area,
      calls: new Map([...area.calls].filter(([key]) => key !== callKey(first as RouteEntry))),
      summaries: new Map([...area.summaries].filter(([key]) => key !== callKey(first as RouteEntry)))
    }))
    expect(documentRoutes(routes, [...withoutFirst, extra]).problems).toEqual([
      'src/views/apps/x/api.prose.ts documents GET /nowhere, which no route registers',
      `${callKey(first as RouteEntry)} has no words: add it to the calls of its area's api.prose.ts`
    ])
  })

  it('fails on a call without a one-line summary and on a summary without a call', () => {
    const [area, ...others] = prose
    const [key = ''] = [...(area as AreaProse).summaries.keys()]
    const summaries = new Map([...(area as AreaProse).summaries].filter(([call]) => call !== key))
    summaries.set('GET /elsewhere', 'Elsewhere')
    const file = (area as AreaProse).file
    expect(documentRoutes(routes, [{ ...(area as AreaProse), summaries }, ...others]).problems).toEqual([
      `${file} has no summary for ${key}: add one line to its summaries`,
      `${file} has a summary for GET /elsewhere but no words for it`
    ])
  })

  it('leaves out an area none of whose calls is served (a starter without that mock)', () => {
    const gone: AreaProse = {
      file: 'a/api.prose.ts',
      area: 'Gone',
      intro: '',
      calls: new Map([['GET /gone', '']]),
      summaries: new Map([['GET /gone', 'Gone']])
    }
    expect(documentRoutes(routes, [...prose, gone]).unserved).toEqual(['a/api.prose.ts'])
  })
})

describe('npm run api:check', () => {
  it('names each committed document that differs from a fresh one', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'api-check-'))
    mkdirSync(path.join(root, 'docs'))
    writeFileSync(path.join(root, 'docs/api.md'), '# API\n')
    writeFileSync(path.join(root, 'docs/openapi.json'), '{}\n')
    expect(staleFiles(root, { 'docs/api.md': '# API\n', 'docs/openapi.json': '{}\n' })).toEqual([])
    expect(staleFiles(root, { 'docs/api.md': '# API, changed\n', 'docs/openapi.json': '{}\n' })).toEqual([
      'docs/api.md is out of date with the code: run `npm run api:docs` and commit it.'
    ])
    expect(staleFiles(root, { 'docs/api.md': '# API\n', 'docs/missing.json': '{}\n' })).toEqual([
      'docs/missing.json is out of date with the code: run `npm run api:docs` and commit it.'
    ])
  })
})
