import { parseArgs } from 'node:util'
import type { ModelEndpoint } from '@fake-db/options'

export interface Settings {
  port: number
  host: string
  enforceAuth: boolean
  delayMs: number
  corsOrigins: string[]
  /** With --enforce-auth a new account is a client and a taken e-mail answers 409; `--register off` turns it off. */
  signUp: 'demo' | 'client' | 'off'
  /** The assistant's OpenAI-compatible endpoint; `null`: its built-in demo model. */
  model: ModelEndpoint | null
}

export const usage = [
  'npm run api -- [--port 3001] [--host 127.0.0.1] [--enforce-auth] [--register on|off] [--delay <ms>]',
  '  [--cors-origin <url>] [--model-url <url> --model <name>]',
  'Environment: API_PORT, API_HOST, API_ENFORCE_AUTH=true, API_DELAY_MS, API_CORS_ORIGINS (comma-separated),',
  '  API_REGISTER=off, API_JWT_SECRET (32+ characters; without it a random key is made at start),',
  '  API_MODEL_URL, API_MODEL, API_MODEL_KEY (the model endpoint’s key: only ever read from the environment).'
].join('\n')

function whole(text: string, name: string, max: number): number {
  const value = Number(text)
  if (!/^\d+$/.test(text.trim()) || value > max)
    throw new Error(`${name} must be a whole number from 0 to ${max}`)
  return value
}

/** The assistant's model: both a URL (http or https) and a name, or neither (the demo model). */
function modelOf(url: string | undefined, name: string | undefined, key: string | undefined) {
  if (!url && !name) return null
  if (!url || !name) throw new Error('--model-url and --model go together')
  if (!/^https?:\/\/[^/]/.test(url) || !URL.canParse(url))
    throw new Error('--model-url must be an http(s) URL')
  return { url, name, ...(key ? { key } : {}) }
}

/** Flags win over the environment; anything unknown or malformed throws with the reason. */
export function readSettings(argv: string[], env: Record<string, string | undefined>): Settings {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'enforce-auth': { type: 'boolean' },
      delay: { type: 'string' },
      'cors-origin': { type: 'string', multiple: true },
      register: { type: 'string' },
      'model-url': { type: 'string' },
      model: { type: 'string' }
    }
  })
  const register = values.register ?? env.API_REGISTER ?? 'on'
  if (register !== 'on' && register !== 'off') throw new Error('register must be on or off')
  const origins = values['cors-origin'] ?? (env.API_CORS_ORIGINS ?? '').split(',')
  const enforceAuth = values['enforce-auth'] ?? /^(1|true|yes)$/i.test(env.API_ENFORCE_AUTH ?? '')
  return {
    port: whole(values.port ?? env.API_PORT ?? '3001', 'port', 65_535),
    host: values.host ?? env.API_HOST ?? '127.0.0.1',
    enforceAuth,
    delayMs: whole(values.delay ?? env.API_DELAY_MS ?? '0', 'delay', 60_000),
    corsOrigins: origins.map((origin) => origin.trim()).filter(Boolean),
    signUp: register === 'off' ? 'off' : enforceAuth ? 'client' : 'demo',
    model: modelOf(values['model-url'] ?? env.API_MODEL_URL, values.model ?? env.API_MODEL, env.API_MODEL_KEY)
  }
}
