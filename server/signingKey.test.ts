import { describe, expect, it } from 'vitest'
import { minSecretLength, signingSecret } from './signingKey'

describe('signingSecret', () => {
  it('takes API_JWT_SECRET and never prints it', () => {
    const secret = 's'.repeat(minSecretLength)
    const { secret: used, notice } = signingSecret({ API_JWT_SECRET: secret })
    expect(used).toBe(secret)
    expect(notice).not.toContain(secret)
  })

  it('makes a new random key at each start when none is set, and names it without printing it', () => {
    const first = signingSecret({})
    const second = signingSecret({ API_JWT_SECRET: '' })
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/)
    expect(second.secret).not.toBe(first.secret)
    expect(first.notice).toMatch(/random key/)
    expect(first.notice).not.toContain(first.secret)
  })

  it('refuses a secret short enough to guess', () => {
    expect(() => signingSecret({ API_JWT_SECRET: 'short' })).toThrow(/at least 32 characters/)
  })
})
