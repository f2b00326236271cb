import { parseArgs } from 'node:util'
import type { Credentials } from './session'

export interface Options {
  baseUrl: string
  document: string
  credentials?: Credentials
  /** A user some calls must refuse with 403, by the ability its sign-in answers. */
  limitedCredentials?: Credentials
  token?: string
  /** A token of the server's own making, refused only for its expiry; else one is aged from the session's. */
  expiredToken?: string
  writes: boolean
  only: string[]
  json?: string
  junit?: string
}

export const usage = [
  'npm run api:verify -- --base-url <url> [--login email:password | --token <jwt>] [--expired-token <jwt>] [--writes]',
  '  [--limited-login email:password] (a user whose ability lacks permissions: those calls must answer it 403)',
  '  [--only <tag>]... [--json <file>] [--junit <file>] [--document docs/openapi.json]',
  'Read-only unless --writes (which creates, changes and deletes its own records, and sends refused writes).'
].join('\n')

/** The command line; anything unknown or missing throws with the reason. */
export function readOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      'base-url': { type: 'string' },
      document: { type: 'string' },
      login: { type: 'string' },
      'limited-login': { type: 'string' },
      token: { type: 'string' },
      'expired-token': { type: 'string' },
      writes: { type: 'boolean' },
      only: { type: 'string', multiple: true },
      json: { type: 'string' },
      junit: { type: 'string' }
    }
  })
  const baseUrl = values['base-url']
  if (!baseUrl || !/^https?:\/\//.test(baseUrl)) throw new Error('--base-url <http(s) url> is required')
  const credentials = credentialsOf(values.login, '--login')
  const limitedCredentials = credentialsOf(values['limited-login'], '--limited-login')
  return {
    baseUrl,
    document: values.document ?? 'docs/openapi.json',
    ...(credentials ? { credentials } : {}),
    ...(limitedCredentials ? { limitedCredentials } : {}),
    ...(values.token ? { token: values.token } : {}),
    ...(values['expired-token'] ? { expiredToken: values['expired-token'] } : {}),
    writes: values.writes ?? false,
    only: (values.only ?? []).flatMap((tag) => tag.split(',')).map((tag) => tag.trim().toLowerCase()),
    ...(values.json ? { json: values.json } : {}),
    ...(values.junit ? { junit: values.junit } : {})
  }
}

function credentialsOf(login: string | undefined, flag: string): Credentials | undefined {
  if (login === undefined) return undefined
  const separator = login.indexOf(':')
  if (separator < 1) throw new Error(`${flag} takes email:password`)
  return { email: login.slice(0, separator), password: login.slice(separator + 1) }
}
