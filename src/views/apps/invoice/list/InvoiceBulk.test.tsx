import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import * as csv from '@/utility/csv'
import { readSheetFile } from '@/utility/sheetFile'
import { listTable } from '@tests/screens'

// Only the download is faked: jsdom cannot save files. The file is written for real.
vi.mock('@/utility/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof csv>()),
  downloadBlob: vi.fn()
}))

const { table, firstLinks: ids, open } = listTable('Invoices')
const bar = () => screen.findByRole('group', { name: 'Selected rows' })

async function choose(user: Awaited<ReturnType<typeof open>>['user'], item: string) {
  await user.click(within(await bar()).getByRole('button', { name: 'Actions' }))
  await user.click(screen.getByRole('menuitem', { name: item }))
}

async function exported() {
  await waitFor(() => expect(csv.downloadBlob).toHaveBeenCalledTimes(1))
  const [name, blob] = vi.mocked(csv.downloadBlob).mock.calls[0]!
  return { name, sheet: await readSheetFile(new File([blob], name)) }
}

describe('invoice list selection and bulk actions', () => {
  beforeEach(() => vi.mocked(csv.downloadBlob).mockClear())

  it('exports every matching invoice across pages to a workbook', async () => {
    const { user } = await open('/apps/invoice/list')
    await user.click(within(table()).getByRole('checkbox', { name: 'Select every row of this page' }))
    await user.click(within(await bar()).getByRole('button', { name: 'Select all 41 matching' }))
    expect(within(await bar()).getByRole('status')).toHaveTextContent('41 selected')
    await choose(user, 'Excel (.xlsx)')
    const { name, sheet } = await exported()
    expect(name).toBe('invoices.xlsx')
    expect(sheet.headers).toEqual(['#', 'Status', 'Client', 'Total', 'Issued', 'Due', 'Balance'])
    expect(sheet.rows).toHaveLength(41)
    expect(sheet.rows.slice(0, 10).map((row) => `#${row[0]}`)).toEqual(ids())
    expect(await screen.findByText('41 rows exported.')).toBeInTheDocument()
  })

  it('exports the chosen invoices to CSV', async () => {
    const { user } = await open('/apps/invoice/list')
    for (const id of ['5041', '5039'])
      await user.click(within(table()).getByRole('checkbox', { name: `Select #${id}` }))
    await choose(user, 'CSV')
    const { name, sheet } = await exported()
    expect(name).toBe('invoices.csv')
    expect(sheet.rows.map((row) => String(row[0]))).toEqual(['5041', '5039'])
  })

  it('deletes the selection in one call, and Undo puts it back', async () => {
    const { user } = await open('/apps/invoice/list')
    for (const id of ['5041', '5040'])
      await user.click(within(table()).getByRole('checkbox', { name: `Select #${id}` }))
    await choose(user, 'Delete')
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Delete' })
    )
    expect(await screen.findByText('2 rows deleted.')).toBeInTheDocument()
    expect(await screen.findByText('39 invoices')).toBeInTheDocument()
    expect(ids()).not.toContain('#5041')
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('41 invoices')).toBeInTheDocument()
    await waitFor(() => expect(ids().slice(0, 2)).toEqual(['#5041', '#5040']))
  })
})
