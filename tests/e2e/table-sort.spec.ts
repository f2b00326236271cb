import type { Locator, Page } from '@playwright/test'
import { expect, setPreferences, test } from './fixtures'
import { signInAs } from './session'

type Direction = 'asc' | 'desc'

interface SortCase {
  path: string
  table: string
  column: string
  /** How a cell's first line compares: as a number (money, hours) or as lower-case text. */
  key: 'number' | 'text'
  /** Lists that keep their state in the address bar: the sortColumn they write and their default direction. */
  url?: { sortColumn: string; defaultSort: Direction }
  /** A server-sorted list keeps its current direction when another column is picked. */
  firstClick?: Direction
  open?: (page: Page) => Promise<void>
}

const cases: Record<string, SortCase> = {
  'invoice list': {
    path: '/apps/invoice/list',
    table: 'Invoices',
    column: 'Total',
    key: 'number',
    url: { sortColumn: 'total', defaultSort: 'desc' },
    firstClick: 'desc'
  },
  'user list': {
    path: '/apps/user/list',
    table: 'Users',
    column: 'Role',
    key: 'text',
    url: { sortColumn: 'role', defaultSort: 'asc' }
  },
  "roles' user table": {
    path: '/apps/roles',
    table: 'Users',
    column: 'Plan',
    key: 'text',
    url: { sortColumn: 'currentPlan', defaultSort: 'asc' }
  },
  permissions: {
    path: '/apps/permissions',
    table: 'Permissions',
    column: 'Name',
    key: 'text',
    url: { sortColumn: 'name', defaultSort: 'asc' }
  },
  'data tables basic: basic': { path: '/datatables/basic', table: 'Basic', column: 'Salary', key: 'number' },
  'data tables basic: row selection': {
    path: '/datatables/basic',
    table: 'Row selection',
    column: 'Email',
    key: 'text'
  },
  'data tables basic: expandable rows': {
    path: '/datatables/basic',
    table: 'Expandable rows',
    column: 'Salary',
    key: 'number'
  },
  'data tables basic: multilingual': {
    path: '/datatables/basic',
    table: 'Multilingual',
    column: 'Salary',
    key: 'number'
  },
  'data tables basic: server side': {
    path: '/datatables/basic',
    table: 'Server-side paging and search',
    column: 'Age',
    key: 'number',
    url: { sortColumn: 'age', defaultSort: 'asc' }
  },
  'data tables advanced': {
    path: '/datatables/advance',
    table: 'Column filters',
    column: 'Salary',
    key: 'number'
  },
  export: {
    path: '/extensions/export',
    table: 'Team timesheet, October 2026',
    column: 'Hours',
    key: 'number'
  },
  'export selected': {
    path: '/extensions/export-selected',
    table: 'Team timesheet, October 2026',
    column: 'Amount',
    key: 'number'
  },
  import: {
    path: '/extensions/import',
    table: 'Imported rows',
    column: 'Name',
    key: 'text',
    open: async (page) => {
      const csv = 'Name,City\nCleo,Oslo\nAda,Bergen\nBo,Tromsø\nDag,Bodø\n'
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    }
  }
}

const firstLine = (text: string) => text.trim().split('\n')[0].trim()

function inOrder(values: string[], key: SortCase['key'], direction: Direction): boolean {
  if (values.length < 2) return false
  const keyOf = (value: string) =>
    key === 'number' ? Number(value.replace(/[^\d.-]/g, '')) : value.toLowerCase()
  return values.slice(1).every((value, i) => {
    const [before, after] = [keyOf(values[i]), keyOf(value)]
    return direction === 'asc' ? before <= after : before >= after
  })
}

async function columnValues(table: Locator, header: Locator): Promise<string[]> {
  const id = await header.getAttribute('data-column-id')
  const cells = await table.locator(`[role="cell"][data-column-id="${id}"]`).allInnerTexts()
  return cells.map(firstLine)
}

async function sortAndCheck(
  page: Page,
  sortCase: SortCase,
  header: Locator,
  table: Locator,
  direction: Direction,
  before: string[] = []
) {
  await header.click()
  await expect(header).toHaveAttribute('aria-sort', direction === 'asc' ? 'ascending' : 'descending')
  // Until the rows changed too: the last order's rows may already read as this order (ten equal plans do).
  await expect
    .poll(
      async () => {
        const values = await columnValues(table, header)
        return inOrder(values, sortCase.key, direction) && values.join('\n') !== before.join('\n')
      },
      { message: `${sortCase.column} ${direction}` }
    )
    .toBe(true)
  const url = sortCase.url
  if (url)
    await expect(page).toHaveURL(
      (address) =>
        address.searchParams.get('sortColumn') === url.sortColumn &&
        (address.searchParams.get('sort') ?? url.defaultSort) === direction
    )
  return columnValues(table, header)
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'light', direction: 'ltr' })
})

for (const [name, sortCase] of Object.entries(cases)) {
  test(`tables: ${name} sorts by ${sortCase.column} both ways`, async ({ page }) => {
    await page.goto(sortCase.path)
    await sortCase.open?.(page)
    const table = page.getByRole('table', { name: sortCase.table, exact: true })
    const header = table.getByRole('columnheader', { name: sortCase.column, exact: true })
    await expect(header).toHaveAttribute('aria-sort', 'none')
    await expect.poll(async () => (await columnValues(table, header)).length).toBeGreaterThan(1)

    const first = sortCase.firstClick ?? 'asc'
    const firstRows = await sortAndCheck(page, sortCase, header, table, first)
    const second = first === 'asc' ? 'desc' : 'asc'
    const secondRows = await sortAndCheck(page, sortCase, header, table, second, firstRows)
    expect(secondRows).not.toEqual(firstRows)
  })
}
