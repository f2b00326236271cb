import { describe, expect, it } from 'vitest'
import { safeLinkHref } from './safeLinkHref'

describe('safeLinkHref', () => {
  it('keeps http(s) and mailto addresses', () => {
    expect(safeLinkHref('https://example.org/a?b=1')).toBe('https://example.org/a?b=1')
    expect(safeLinkHref('mailto:ann@example.org')).toBe('mailto:ann@example.org')
  })
  it('completes a bare host or e-mail address', () => {
    expect(safeLinkHref(' example.org ')).toBe('https://example.org/')
    expect(safeLinkHref('ann@example.org')).toBe('mailto:ann@example.org')
  })
  it('refuses script and data URLs and empty input', () => {
    expect(safeLinkHref('javascript:alert(1)')).toBeNull()
    expect(safeLinkHref('data:text/html,hi')).toBeNull()
    expect(safeLinkHref('   ')).toBeNull()
  })
})
