import { renderHook, waitFor } from '@testing-library/react'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { useOpenElsewhere } from './useOpenElsewhere'

// Another tab of the browser: a channel of the same name, under another tab's id.
const other = new BroadcastChannel('nordlight-tabs')
const heard: unknown[] = []
other.onmessage = (event: MessageEvent) => heard.push(event.data)
afterEach(() => void heard.splice(0))
afterAll(() => other.close())

describe('useOpenElsewhere', () => {
  it('says another tab has the record open, answers a newcomer, and lets go when it leaves', async () => {
    const { result, unmount } = renderHook(() => useOpenElsewhere('user:12'))
    await waitFor(() =>
      expect(heard).toContainEqual(expect.objectContaining({ kind: 'open', record: 'user:12' }))
    )
    expect(result.current).toBe(false)

    other.postMessage({ kind: 'open', tab: 'elsewhere', record: 'user:12' })
    await waitFor(() => expect(result.current).toBe(true))
    await waitFor(() =>
      expect(heard).toContainEqual(expect.objectContaining({ kind: 'here', record: 'user:12' }))
    )

    other.postMessage({ kind: 'open', tab: 'third', record: 'user:13' })
    other.postMessage({ kind: 'closed', tab: 'elsewhere', record: 'user:12' })
    await waitFor(() => expect(result.current).toBe(false))

    unmount()
    await waitFor(() =>
      expect(heard).toContainEqual(expect.objectContaining({ kind: 'closed', record: 'user:12' }))
    )
  })
})
