import i18n from 'i18next'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import common from '@/locales/en/common.json'
import { applyServerError } from './serverErrors'

beforeAll(() => i18n.init({ lng: 'en', resources: { en: { common } } }))

describe('applyServerError', () => {
  it('puts a refusal naming an input under that field in words chosen by its code', () => {
    const setError = vi.fn()
    const refusal = {
      fieldErrors: {},
      message: 'task.title must be at most 120 characters',
      code: 'tooLong' as const,
      field: 'task.title'
    }
    expect(applyServerError(refusal, setError, ['title'], 'Not saved')).toBe('This value is too long.')
    expect(setError).toHaveBeenCalledWith(
      'title',
      { type: 'server', message: 'This value is too long.' },
      { shouldFocus: true }
    )
  })

  it('translates a field error by its code', () => {
    const setError = vi.fn()
    const refusal = {
      fieldErrors: { email: { message: 'Email or Password is Invalid', code: 'badCredentials' as const } }
    }
    expect(applyServerError(refusal, setError, ['email'], 'Not signed in')).toBeNull()
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'The e-mail or password is not right.' },
      { shouldFocus: true }
    )
  })

  it('shows the server’s words for a field error without a known code, and the fallback for no refusal', () => {
    const setError = vi.fn()
    const refusal = { fieldErrors: { slug: { message: 'Slug reserved' } } }
    expect(applyServerError(refusal, setError, ['slug'], 'Not saved')).toBeNull()
    expect(setError).toHaveBeenCalledWith(
      'slug',
      { type: 'server', message: 'Slug reserved' },
      { shouldFocus: true }
    )
    expect(applyServerError({ fieldErrors: {} }, setError, ['slug'], 'Not saved')).toBe('Not saved')
  })
})
