import i18n from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import common from '@/locales/en/common.json'
import { readFailureText, refusalText } from './apiErrors'

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

describe('refusalText', () => {
  it.each([
    ['obj is required', 'A required value is missing.'],
    ['emailIds is required', 'A required value is missing.'],
    ['obj.message must be at most 2000 characters', 'This value is too long.'],
    ['dataToUpdate.labels must be at most 200 items', 'This list has too many items.'],
    ['obj.labels[0] must be one of personal, company', 'This value is not one of the allowed options.'],
    ['end must not be before start', 'The server refused the change: check the fields.'],
    ['obj.url is not valid', 'The server refused the change: check the fields.'],
    ['The request body must be a JSON object', 'The server refused the change: check the fields.'],
    ['Request failed with status code 400', 'The server refused the change: check the fields.'],
    [undefined, 'The server refused the change: check the fields.']
  ])('turns the API wording %j into translated text', (message, text) => {
    expect(refusalText(message)).toBe(text)
  })

  it.each([
    'Email or Password is Invalid',
    'This email is already in use.',
    'Mail not found',
    'The cart is empty'
  ])('keeps the words meant for people: %j', (message) => expect(refusalText(message)).toBe(message))
})
