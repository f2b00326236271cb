import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import '@fake-db'
import * as csv from '@/utility/csv'
import { readSheetFile } from '@/utility/sheetFile'
import { wideCsv } from '@tests/sheetBombs'
import { openDemo } from '../openDemo'

// Only the download is faked: jsdom cannot save files. The file is written for real.
vi.mock('@/utility/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof csv>()),
  downloadBlob: vi.fn()
}))

async function downloaded() {
  await waitFor(() => expect(csv.downloadBlob).toHaveBeenCalledTimes(1))
  const [name, blob] = vi.mocked(csv.downloadBlob).mock.calls[0]!
  return { name, table: await readSheetFile(new File([blob], name)) }
}

describe('sheet export and import pages', () => {
  beforeEach(() => vi.mocked(csv.downloadBlob).mockClear())

  it('exports the whole table under a checked file name', async () => {
    const { user, card } = await openDemo('/extensions/export', 'Whole table')
    await user.click(within(card).getByRole('button', { name: 'Export' }))
    const dialog = await screen.findByRole('dialog', { name: 'Export the table' })
    const name = within(dialog).getByRole('textbox', { name: 'File name' })
    await user.clear(name)
    await user.type(name, 'hours/october')
    await user.click(within(dialog).getByRole('button', { name: 'Download' }))
    expect(await within(dialog).findByText(/may not start with a dot/)).toBeInTheDocument()
    expect(csv.downloadBlob).not.toHaveBeenCalled()

    await user.clear(name)
    await user.type(name, 'October hours.csv')
    await user.click(within(dialog).getByRole('radio', { name: /Comma-separated/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Download' }))
    const { name: fileName, table } = await downloaded()
    expect(fileName).toBe('October hours.csv')
    expect(table.headers).toEqual(['Name', 'City', 'Hours', 'Amount', 'Date'])
    expect(table.rows).toHaveLength(13)
  })

  it('exports only the selected rows, and waits for a selection', async () => {
    const { user, card } = await openDemo('/extensions/export-selected', 'Selected rows')
    expect(within(card).getByRole('button', { name: 'Export 0 rows' })).toBeDisabled()
    expect(within(card).getByText('Select one or more rows to export them.')).toBeInTheDocument()
    const boxes = within(card).getAllByRole('checkbox', { name: /Select Row/i })
    await user.click(boxes[0]!)
    await user.click(boxes[2]!)
    await user.click(within(card).getByRole('button', { name: 'Export 2 rows' }))
    const dialog = await screen.findByRole('dialog', { name: 'Export the table' })
    await user.click(within(dialog).getByRole('button', { name: 'Download' }))
    const { name, table } = await downloaded()
    expect(name).toBe('timesheet.xlsx')
    expect(table.rows.map((row) => row[0])).toEqual(['Aiko Fujimoto', 'Chiamaka Eze'])
  })

  it('shows an imported file as a searchable table', async () => {
    const { user, card } = await openDemo('/extensions/import', 'From a file')
    const text = 'Name,City\r\nAstrid Nyhus,Bergen\r\nLuca Bianchi,Turin\r\nAiko Fujimoto,Osaka\r\n'
    await user.upload(
      within(card).getByLabelText('Spreadsheet to import', { selector: 'input' }),
      new File([text], 'team.csv')
    )
    expect(await within(card).findByText('team.csv: 3 rows.')).toBeInTheDocument()
    await user.type(within(card).getByRole('searchbox', { name: 'Search the rows' }), 'tur')
    const table = within(card).getByRole('table', { name: 'Imported rows' })
    await waitFor(() => expect(within(table).queryByText('Astrid Nyhus')).not.toBeInTheDocument())
    expect(within(table).getByText('Luca Bianchi')).toBeInTheDocument()
  })

  it('says why a file cannot be imported', async () => {
    const { card } = await openDemo('/extensions/import', 'From a file')
    const input = within(card).getByLabelText('Spreadsheet to import', { selector: 'input' })
    fireEvent.change(input, {
      target: { files: [new File(['hi'], 'notes.pdf', { type: 'application/pdf' })] }
    })
    expect(await within(card).findByRole('alert')).toHaveTextContent('notes.pdf')
    fireEvent.change(input, { target: { files: [new File(['\r\n'], 'blank.csv', { type: 'text/csv' })] } })
    expect(await within(card).findByText(/blank\.csv is empty/)).toBeInTheDocument()
    fireEvent.change(input, { target: { files: [new File(['A\r\n"x'], 'open.csv', { type: 'text/csv' })] } })
    expect(await within(card).findByText(/open\.csv cannot be read as a table/)).toBeInTheDocument()
  })

  it('states the limits and refuses a file past one of them', async () => {
    const { card } = await openDemo('/extensions/import', 'From a file')
    expect(
      within(card).getByText(
        'Up to 2 MB a file and 10 MB once unpacked, 10,000 rows, 100 columns and 200,000 cells.'
      )
    ).toBeInTheDocument()
    const input = within(card).getByLabelText('Spreadsheet to import', { selector: 'input' })
    fireEvent.change(input, {
      target: { files: [new File([wideCsv(50_000)], 'wide.csv', { type: 'text/csv' })] }
    })
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'wide.csv has more than 100 columns, so it was not read further.'
    )
  })
})
