import { render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureI18n } from '@tests/renderWithProviders'
import { RecordGate } from './records'

const gate = (query: Parameters<typeof RecordGate<string>>[0]['query']) =>
  render(
    <RecordGate query={query} notFound={<p>missing</p>}>
      {(data) => <p>{data}</p>}
    </RecordGate>
  )

beforeAll(ensureI18n)

describe('RecordGate', () => {
  it('shows a query that has not started yet as loading, never a blank page', () => {
    gate({ isFetching: false, refetch: () => undefined })
    expect(screen.getByRole('status')).toBeInTheDocument()
  })

  it('shows the error with a retry, the not-found page for a 404, then the data', () => {
    const { unmount } = gate({ isFetching: false, error: { status: 500 }, refetch: () => undefined })
    expect(screen.getByRole('alert')).toBeInTheDocument()
    unmount()
    gate({ isFetching: false, error: { status: 404 }, refetch: () => undefined }).unmount()
    gate({ isFetching: false, currentData: 'invoice 5001', refetch: () => undefined })
    expect(screen.getByText('invoice 5001')).toBeInTheDocument()
  })

  it('never shows the previous record: a new id is loading, then its error', () => {
    const previous = { data: 'invoice 5001', refetch: () => undefined }
    const { rerender } = gate({ ...previous, isFetching: true })
    expect(screen.getByRole('status')).toBeInTheDocument()
    expect(screen.queryByText('invoice 5001')).toBeNull()
    rerender(
      <RecordGate<string>
        query={{ ...previous, isFetching: false, error: { status: 500 } }}
        notFound={<p>missing</p>}
      >
        {(data) => <p>{data}</p>}
      </RecordGate>
    )
    expect(screen.getByRole('alert')).toBeInTheDocument()
    expect(screen.queryByText('invoice 5001')).toBeNull()
  })
})
