import i18n from 'i18next'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import common from '@/locales/en/common.json'
import { applyServerError } from './serverErrors'

beforeAll(() => i18n.init({ lng: 'en', resources: { en: { common } } }))

describe('applyServerError', () => {
  it('puts a refusal naming a field under that field in translated words', () => {
    const setError = vi.fn()
    const shown = applyServerError(
      { fieldErrors: {}, message: 'title must be at most 120 characters' },
      setError,
      ['title'],
      'Not saved'
    )
    expect(shown).toBe('This value is too long.')
    expect(setError).toHaveBeenCalledWith(
      'title',
      { type: 'server', message: 'This value is too long.' },
      { shouldFocus: true }
    )
  })

  it('keeps a field message meant for people as the server wrote it', () => {
    const setError = vi.fn()
    const refusal = { fieldErrors: { email: 'Email or Password is Invalid' } }
    expect(applyServerError(refusal, setError, ['email'], 'Not signed in')).toBeNull()
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'Email or Password is Invalid' },
      { shouldFocus: true }
    )
  })
})
