import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { areasFile, keepInAreasFile, readAreas } from '../../scripts/starter/areas.mjs'
import { pickAreas } from '../../scripts/starter/options.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const choosable = [
  'dashboard/crm',
  'dashboard/academy',
  'dashboard/saas',
  'dashboard/logistics',
  'file-manager'
]

describe('the starter and the template areas', () => {
  const areas = readAreas(root)

  it('offers each dashboard beside the home page and the file manager as apps a starter may take or leave', () => {
    const keys = areas.filter((area) => !area.core).map((area) => area.key)
    expect(keys).toEqual(expect.arrayContaining(choosable))
    expect(areas.find((area) => area.key === 'dashboard')?.core).toBe(true)
  })

  it.each(choosable)('keeps %s when asked, and drops it from areas.ts otherwise', (key) => {
    expect(pickAreas(areas, [key]).map((area) => area.key)).toContain(key)
    const dropped = areas.filter((area) => !area.core && area.key !== key)
    const kept = keepInAreasFile(readFileSync(path.join(root, areasFile), 'utf8'), dropped)
    const area = areas.find((each) => each.key === key)!
    expect(kept).toContain(`import { ${area.name} } from './${area.dir.replace('src/views/', '')}/app'`)
    for (const other of dropped) expect(kept).not.toMatch(new RegExp(`\\b${other.name}\\b`))
  })
})
