import { describe, expect, it } from 'vitest'
import { safeInAppLink, sameOriginPath } from './safeLink'
import { landingFor, safeReturnTo } from './auth/landing'

const origin = 'https://admin.example'
const hostile = [
  '//evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'https://evil.example/x',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,x',
  ''
]

// '/\t/evil.example' was accepted (and crashed the page for a signed-in user).
describe('returnTo', () => {
  it('is followed when it stays on the page origin', () => {
    expect(safeReturnTo('/apps/invoice/list?page=2#top', origin)).toBe('/apps/invoice/list?page=2#top')
    expect(safeReturnTo(`${origin}/apps/user/list`, origin)).toBe('/apps/user/list')
  })

  it.each(hostile)('is refused: %j', (value) => {
    expect(safeReturnTo(value, origin)).toBeNull()
  })

  it('falls back to the home of the role', () => {
    expect(landingFor({ role: 'client' }, '/\t/evil.example')).toBe('/access-control')
    expect(landingFor({ role: 'admin' }, null)).toBe('/')
  })
})

describe('links from data', () => {
  it('accepts in-app paths', () => {
    expect(safeInAppLink('/apps/invoice/list')).toBe('/apps/invoice/list')
    expect(safeInAppLink('/apps/user/view/1?tab=billing')).toBe('/apps/user/view/1?tab=billing')
  })

  it.each([...hostile, 'apps/invoice', 'http://app.invalid/x', 42, null, { path: '/' }])(
    'refuses %j',
    (value) => {
      expect(safeInAppLink(value)).toBeNull()
    }
  )

  it('resolves dot segments without leaving the app', () => {
    expect(sameOriginPath('/a/../../b', origin)).toBe('/b')
  })
})
