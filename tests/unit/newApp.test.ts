import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { areaFiles } from '../../scripts/new-app.mjs'
import { namesOf } from '../../scripts/new-app/names.mjs'
import { addToList } from '../../scripts/new-app/wiring.mjs'

// The whole check (lint, types, tests, api:check on a generated area) is run by hand; this keeps the templates sound.
describe('npm run new:app', () => {
  it('spells the area and its record from one name', () => {
    expect(namesOf('purchase-orders')).toMatchObject({
      kebab: 'purchase-orders',
      camel: 'purchaseOrders',
      pascal: 'PurchaseOrders',
      label: 'Purchase orders',
      one: { camel: 'purchaseOrder', pascal: 'PurchaseOrder', words: 'purchase order' }
    })
    expect(namesOf('categories').one.pascal).toBe('Category')
    expect(namesOf('inventory').one.pascal).toBe('InventoryItem')
    expect(() => namesOf('Notes')).toThrow(/lower-case/)
  })

  it('writes eleven code files that parse, in the area and mock folders', () => {
    const files = areaFiles(namesOf('notes'))
    expect(Object.keys(files)).toHaveLength(11)
    for (const [file, text] of Object.entries(files)) {
      expect(file).toMatch(/^src\/(views|@fake-db)\/apps\/notes\//)
      const { diagnostics = [] } = ts.transpileModule(text, {
        fileName: file,
        reportDiagnostics: true,
        compilerOptions: { jsx: ts.JsxEmit.ReactJSX }
      })
      expect(
        diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
        file
      ).toEqual([])
    }
  })

  it('adds the area last to the list of areas and of handler lists', () => {
    const areas = addToList(
      readFileSync('src/views/areas.ts', 'utf8'),
      "import { notesApp } from './apps/notes/app'",
      'notesApp'
    )
    expect(areas).toMatch(/import \{ notesApp \} from '\.\/apps\/notes\/app'\n\n/)
    expect(areas).toMatch(/,\n {2}notesApp\n\]\n$/)
    const handlers = addToList(
      readFileSync('src/@fake-db/allHandlers.ts', 'utf8'),
      "import { handlers as notes } from './apps/notes/handlers'",
      '...notes'
    )
    expect(handlers).toMatch(/,\n {2}\.\.\.notes\n\]\n$/)
  })
})
