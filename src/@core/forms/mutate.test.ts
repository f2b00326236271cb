import i18n from 'i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import common from '@/locales/en/common.json'
import { notify } from '../components/toast'
import { mutate } from './mutate'

const ok = { data: { id: 7 } }
const refused = { error: { status: 400, message: 'title is required', code: 'required', fieldErrors: {} } }

beforeAll(() => i18n.init({ lng: 'en', resources: { en: { common } } }))

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

  it('toasts the refusal in translated words on failure, alone or inside a sentence', async () => {
    const error = vi.spyOn(notify, 'error')
    const success = vi.spyOn(notify, 'success')
    await mutate(Promise.resolve(refused), { done: 'Saved' })
    await mutate(Promise.resolve(refused), { failed: (message) => `Not saved: ${message}` })
    expect(error.mock.calls).toEqual([
      ['A required value is missing.'],
      ['Not saved: A required value is missing.']
    ])
    expect(success).not.toHaveBeenCalled()
  })

  it('stays silent on failure where the form shows the refusal itself', async () => {
    const error = vi.spyOn(notify, 'error')
    const result = await mutate(Promise.resolve(refused), { failed: false })
    expect(result).toBe(refused)
    expect(error).not.toHaveBeenCalled()
  })
})
