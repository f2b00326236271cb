// Run by scripts/api.mjs through Vite's module runner, so aliases and import.meta.glob work as in the app.
import { allHandlers } from '@fake-db/allHandlers'
import { registerRoutes } from '@fake-db/route'
import { setMockOptions } from '@fake-db/options'
import { setSigningSecret } from '@fake-db/jwt/tokens'
import { startApi, type RunningApi } from './serve'
import { readSettings, usage } from './settings'
import { signingSecret } from './signingKey'

export async function main(argv: string[], env: Record<string, string | undefined>): Promise<RunningApi> {
  let settings
  let signing
  try {
    settings = readSettings(argv, env)
    signing = signingSecret(env)
  } catch (cause) {
    throw new Error(`${cause instanceof Error ? cause.message : String(cause)}\n${usage}`)
  }
  setMockOptions(settings)
  setSigningSecret(signing.secret)
  console.log(signing.notice)
  registerRoutes(allHandlers)
  const api = await startApi({ ...settings, log: (line) => console.log(line) })
  const auth = settings.enforceAuth ? 'on' : 'off'
  console.log(`Mock API on ${api.url} (enforceAuth ${auth}, delay ${settings.delayMs} ms); Ctrl+C stops it`)
  const { model } = settings
  console.log(
    model
      ? `Assistant model: ${model.name} at ${model.url} (${model.key ? 'key from API_MODEL_KEY' : 'no key'})`
      : 'Assistant model: the built-in demo model (--model-url and --model name another)'
  )
  return api
}
