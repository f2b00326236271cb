import i18n from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import common from '@/locales/en/common.json'
import { decodeError, readFailureText, refusalOf, refusalText } from './apiErrors'
import { refusalCodes } from './refusal.contract'

beforeAll(() => i18n.init({ lng: 'en', resources: { en: { common } } }))

describe('readFailureText', () => {
  it.each([
    [{ status: 0, message: 'Network Error' }, 'the server could not be reached.'],
    [{ status: 401, message: 'Unauthorized' }, 'you are not allowed to see this.'],
    [{ status: 404, message: 'Email not found' }, 'it was not found.'],
    [{ status: 400, message: 'obj is required' }, 'the server refused the request.'],
    [{ status: 503, message: 'Server down' }, 'the server had a problem.'],
    [new Error('Failed to fetch dynamically imported module'), 'the server could not be reached.']
  ])('words %j by its status, never its own message', (error, text) => {
    expect(readFailureText(error)).toBe(text)
  })
})

describe('decodeError', () => {
  it('keeps a whole-request refusal with its code and the input it names', () => {
    expect(
      decodeError({ error: 'task.title is required', code: 'required', field: 'task.title' }, 'x')
    ).toEqual({
      message: 'task.title is required',
      code: 'required',
      field: 'task.title',
      fieldErrors: {}
    })
  })

  it('pairs each field error with its code', () => {
    const body = {
      error: { email: 'This email is already in use.', username: 'This username is already in use.' },
      code: { email: 'taken', username: 'taken' }
    }
    expect(decodeError(body, 'x')).toEqual({
      message: 'This email is already in use. This username is already in use.',
      fieldErrors: {
        email: { message: 'This email is already in use.', code: 'taken' },
        username: { message: 'This username is already in use.', code: 'taken' }
      }
    })
  })

  it('drops a code it does not know, keeping the words', () => {
    expect(decodeError({ error: 'Quota spent', code: 'quotaSpent' }, 'x')).toEqual({
      message: 'Quota spent',
      code: undefined,
      fieldErrors: {}
    })
    expect(decodeError(undefined, 'Network Error')).toEqual({ message: 'Network Error', fieldErrors: {} })
  })
})

describe('refusalText', () => {
  it.each([
    [{ message: 'obj is required', code: 'required' as const }, 'A required value is missing.'],
    [
      { message: 'obj.message must be at most 2000 characters', code: 'tooLong' as const },
      'This value is too long.'
    ],
    [
      { message: 'end must not be before start', code: 'notBeforeStart' as const },
      'The end must not be before the start.'
    ],
    [
      { message: 'Email or Password is Invalid', code: 'badCredentials' as const },
      'The e-mail or password is not right.'
    ],
    [{ message: 'The cart is empty', code: 'emptyCart' as const }, 'The cart is empty.']
  ])('words %j by its code, never its English', (refusal, text) => {
    expect(refusalText(refusal)).toBe(text)
  })

  it('shows the server’s own words for a code it does not know, and a general line for nothing at all', () => {
    expect(refusalText(refusalOf(decodeError({ error: 'Quota spent', code: 'quotaSpent' }, 'x')))).toBe(
      'Quota spent'
    )
    expect(refusalText(undefined)).toBe('The server refused the change: check the fields.')
    expect(refusalText({ message: '' })).toBe('The server refused the change: check the fields.')
  })

  it('has words for every declared code in every shipped language', async () => {
    for (const language of ['en', 'fr', 'de', 'pt', 'ar']) {
      const { refusal } = (await import(`@/locales/${language}/common.json`)) as {
        refusal: Record<string, string>
      }
      expect(
        refusalCodes.filter((code) => !refusal[code]),
        language
      ).toEqual([])
    }
  })
})
