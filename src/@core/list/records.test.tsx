import { act, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureI18n } from '@tests/renderWithProviders'
import { OpenFirstRecord, RecordGate } from './records'

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

describe('OpenFirstRecord', () => {
  /** A bare address whose list answers when the test says, and another page whose code loads when it says. */
  function setUp() {
    let answer: (ids: number[]) => void = () => undefined
    let loadOther: () => void = () => undefined
    const otherLoaded = new Promise<void>((resolve) => (loadOther = resolve))
    function First() {
      const [ids, setIds] = useState<number[]>()
      answer = setIds
      return (
        <OpenFirstRecord
          query={{ currentData: ids, isFetching: ids === undefined, refetch: () => undefined }}
          firstId={(list) => list[0]}
          to={(id) => `/first/${id}`}
          none={<p>none</p>}
        />
      )
    }
    const router = createMemoryRouter(
      [
        { path: '/first', element: <First /> },
        { path: '/first/:id', element: <p>record</p> },
        { path: '/other', lazy: () => otherLoaded.then(() => ({ element: <p>other</p> })) }
      ],
      { initialEntries: ['/first'] }
    )
    render(<RouterProvider router={router} />)
    return { router, answer: (ids: number[]) => act(() => answer(ids)), loadOther }
  }

  it('opens the first record once the list answers', async () => {
    const { router, answer } = setUp()
    answer([7])
    expect(await screen.findByText('record')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/first/7')
  })

  it('leaves the user on the page they moved to while the list was loading', async () => {
    const { router, answer, loadOther } = setUp()
    void router.navigate('/other')
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'))
    answer([7])
    loadOther()
    expect(await screen.findByText('other')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/other')
  })
})
