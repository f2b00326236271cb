import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '../components/toast'
import { mutate } from './mutate'

const ok = { data: { id: 7 } }
const refused = { error: { status: 400, message: 'title is required', fieldErrors: {} } }

describe('mutate', () => {
  afterEach(() => vi.restoreAllMocks())

  it('toasts the success text, built from the answer, and resolves to the result', async () => {
    const success = vi.spyOn(notify, 'success')
    const error = vi.spyOn(notify, 'error')
    const result = await mutate(Promise.resolve(ok), { done: (data) => `Saved #${data.id}` })
    expect(result).toBe(ok)
    expect(success).toHaveBeenCalledWith('Saved #7')
    expect(error).not.toHaveBeenCalled()
  })

  it("toasts the server's decoded message on failure, alone or inside a sentence", async () => {
    const error = vi.spyOn(notify, 'error')
    const success = vi.spyOn(notify, 'success')
    await mutate(Promise.resolve(refused), { done: 'Saved' })
    await mutate(Promise.resolve(refused), { failed: (message) => `Not saved: ${message}` })
    expect(error.mock.calls).toEqual([['title is required'], ['Not saved: title is required']])
    expect(success).not.toHaveBeenCalled()
  })

  it('stays silent on failure where the form shows the refusal itself', async () => {
    const error = vi.spyOn(notify, 'error')
    const result = await mutate(Promise.resolve(refused), { failed: false })
    expect(result).toBe(refused)
    expect(error).not.toHaveBeenCalled()
  })
})
