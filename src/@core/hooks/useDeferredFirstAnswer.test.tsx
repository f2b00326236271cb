import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useDeferredFirstAnswer } from './useDeferredFirstAnswer'

interface Query {
  data?: string
  isFetching: boolean
}

function renderQuery() {
  const seen: Query[] = []
  const hook = renderHook(
    (query: Query) => {
      const shown = useDeferredFirstAnswer(query)
      seen.push(shown)
      return shown
    },
    { initialProps: { isFetching: true } as Query }
  )
  return { ...hook, seen }
}

describe('useDeferredFirstAnswer', () => {
  it('keeps the loading state through one render when the first answer comes, then shows it', async () => {
    const { result, rerender, seen } = renderQuery()
    const answered = { data: 'first', isFetching: false }
    act(() => rerender(answered))
    await waitFor(() => expect(result.current).toBe(answered))
    const sinceAnswer = seen.slice(1)
    expect(sinceAnswer[0]).toEqual({ isFetching: true })
    expect(sinceAnswer.at(-1)).toBe(answered)
  })

  it('shows a later answer in the very next render', async () => {
    const { result, rerender, seen } = renderQuery()
    act(() => rerender({ data: 'first', isFetching: false }))
    await waitFor(() => expect(result.current.data).toBe('first'))
    const renders = seen.length
    const next = { data: 'second', isFetching: false }
    act(() => rerender(next))
    expect(seen[renders]).toBe(next)
  })

  it('renders a refetch once, with no deferred render after it', async () => {
    const { result, rerender, seen } = renderQuery()
    act(() => rerender({ data: 'first', isFetching: false }))
    await waitFor(() => expect(result.current.data).toBe('first'))
    const renders = seen.length
    act(() => rerender({ data: 'first', isFetching: true }))
    act(() => rerender({ data: 'second', isFetching: false }))
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(seen.length - renders).toBe(2)
  })
})
