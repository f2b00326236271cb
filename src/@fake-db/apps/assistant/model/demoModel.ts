import type { ChatEvent } from '@/views/apps/assistant/contract'
import { planRequest } from './requests'
import { helpText, mayRun, skills } from './skills'
import { tokensOf } from './tokens'
import type { ModelInput } from './types'
import { paths } from './wire'

/** Waits between two tokens (a readable speed in the app; nothing in tests); resolves false once stopped. */
export type Pace = (signal: AbortSignal) => Promise<boolean>

async function* steps(model: ModelInput): AsyncGenerator<ChatEvent, string> {
  const request = planRequest(model.question, model.language)
  if (!mayRun(model, request.kind)) return `${model.say('answer.notAllowed')}\n\n${helpText(model)}`
  const skill = skills[request.kind] as (typeof skills)['help']
  const use = (call: keyof typeof paths) => {
    const tool = model.tools.find(
      (candidate) => candidate.path === paths[call] && candidate.method !== 'delete'
    )
    if (!tool) throw new Error(`No tool for ${call}`)
    return tool
  }
  return yield* skill.run(model, request as { kind: 'help' }, use)
}

/**
 * The built-in demo model: plans the calls for a question from the caller's tools, makes the reading ones, stops
 * at an approval card for a write, then streams its answer token by token. Deterministic, no network.
 */
export async function* demoModel(
  model: ModelInput,
  pace: Pace,
  signal: AbortSignal
): AsyncGenerator<ChatEvent> {
  const answer = yield* steps(model)
  for (const delta of tokensOf(answer)) {
    if (!(await pace(signal))) return
    yield { type: 'text', delta }
  }
  yield { type: 'done' }
}
