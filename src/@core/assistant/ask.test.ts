import { describe, expect, it, vi } from 'vitest'
import { askAssistant, askDataChars, onAskAssistant, sharedData } from './ask'

describe('sharedData', () => {
  it('keeps data that fits whole and wraps what is not an object', () => {
    expect(sharedData({ total: 3, rows: [1, 2, 3] })).toEqual({ total: 3, rows: [1, 2, 3] })
    expect(sharedData([1, 2])).toEqual({ value: [1, 2] })
    expect(sharedData(7)).toEqual({ value: 7 })
  })

  it('shortens long lists and texts to fit, and says so', () => {
    const rows = Array.from({ length: 500 }, (_, id) => ({ id, note: 'x'.repeat(500) }))
    const data = sharedData({ title: 'Deals', rows })
    expect(JSON.stringify(data).length).toBeLessThanOrEqual(askDataChars)
    expect(data.leftOut).toBe(true)
    expect(data.title).toBe('Deals')
    expect((data.rows as { note: string }[])[0].note.length).toBeLessThan(500)
  })

  it('leaves out what does not fit at all', () => {
    const wide = Object.fromEntries(Array.from({ length: 2000 }, (_, key) => [`key${key}`, key]))
    expect(sharedData(wide)).toEqual({ leftOut: true })
  })
})

describe('askAssistant', () => {
  const request = { question: 'Summarise this card: Revenue', view: { title: 'Revenue', data: { total: 1 } } }

  it('hands a question to the listener, and one asked before anyone listens to the first one', () => {
    askAssistant(request)
    const listener = vi.fn()
    const stop = onAskAssistant(listener)
    expect(listener).toHaveBeenCalledWith(request)
    askAssistant(request)
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    const later = vi.fn()
    onAskAssistant(later)()
    expect(later).toHaveBeenCalledTimes(0)
  })
})
