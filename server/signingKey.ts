import { randomSecret } from '@fake-db/jwt/tokens'

/** Shorter secrets can be guessed offline from one token. */
export const minSecretLength = 32

/** The secret tokens are signed with (API_JWT_SECRET, or one made at random now) and the line that says which. */
export function signingSecret(env: Record<string, string | undefined>): { secret: string; notice: string } {
  const given = env.API_JWT_SECRET
  if (given !== undefined && given !== '') {
    if (given.length < minSecretLength)
      throw new Error(`API_JWT_SECRET must be at least ${minSecretLength} characters`)
    return { secret: given, notice: 'Tokens are signed with the key in API_JWT_SECRET' }
  }
  return {
    secret: randomSecret(),
    notice:
      'Tokens are signed with a random key made at start (set API_JWT_SECRET to keep sessions across restarts)'
  }
}
