import {
  chatLimits,
  toolInputSchema,
  type ChatEvent,
  type Tool,
  type ToolInput
} from '@/views/apps/assistant/contract'
import type { ModelEndpoint } from '../../../../options'
import { propose, read } from '../calls'
import { tokensOf } from '../tokens'
import { completion, ModelFailure, type ToolCallDraft } from './completion'
import { askedFor, asData, functionOf, promptOf, type Message, type RemoteInput } from './prompt'

const failed = (cause: unknown): ChatEvent =>
  cause instanceof ModelFailure
    ? { type: 'error', code: cause.code, message: cause.message }
    : { type: 'error', code: 'modelFailed', message: cause instanceof Error ? cause.message : String(cause) }

function inputOf(args: string): ToolInput | null {
  try {
    const input = toolInputSchema.safeParse(JSON.parse(args || '{}'))
    return input.success ? input.data : null
  } catch {
    return null
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** What a write sends, unwrapped from a one-field envelope (`{task: {...}}`) as the record it makes. */
function sent({ body, path, query }: ToolInput): Record<string, unknown> {
  if (!isRecord(body)) return { ...path, ...query }
  const fields = Object.values(body)
  return fields.length === 1 && isRecord(fields[0]) ? fields[0] : body
}

/** What the approval card shows when the rehearsal changed no record it can name: what it deletes, or sends. */
const sentChange = (tool: Tool, input: ToolInput) =>
  tool.method === 'delete'
    ? { before: { ...input.path, ...input.query }, after: null }
    : { before: null, after: sent(input) }

/** Runs one tool call: a read is made as the caller and answered to the model; true once a write stops the answer. */
async function* step(
  model: RemoteInput,
  call: ToolCallDraft,
  messages: Message[]
): AsyncGenerator<ChatEvent, boolean> {
  const tool = model.tools.find((candidate) => candidate.name === call.name)
  const input = inputOf(call.arguments)
  const reply = (content: unknown) =>
    messages.push({ role: 'tool', tool_call_id: call.id, content: asData(content) })
  if (!tool) reply({ error: `There is no tool ${call.name.slice(0, 80)} for this user` })
  else if (!input) reply({ error: 'The arguments must be JSON of {path, query, body}' })
  else if (!tool.writes) reply(yield* read(model, tool, input))
  else {
    // Run and rolled back first: a write the server would refuse goes back to the model, not to the user.
    const trial = await model.rehearse(tool, input)
    if (trial.status >= 400) {
      reply({ refused: trial.status, answer: trial.data })
      return false
    }
    const said = yield* propose(model, tool, input, trial.change ?? sentChange(tool, input))
    for (const delta of tokensOf(`\n\n${said}`)) yield { type: 'text', delta }
    return true
  }
  return false
}

/**
 * An OpenAI-compatible chat endpoint as the assistant's model: its text streamed as it comes, its tool calls made
 * through the caller's tools like the demo model's, until it answers with no tool call or proposes a write. A failed
 * call ends the answer with an `error` event; once `signal` ends (stopped, or the time limit) it ends quietly.
 */
export async function* remoteModel(
  endpoint: ModelEndpoint,
  model: RemoteInput,
  signal: AbortSignal
): AsyncGenerator<ChatEvent> {
  const messages = promptOf(model)
  const tools = model.tools.map(functionOf)
  // Ends the model's call when the reader stops early (the tool step limit) as well as on `signal`.
  const early = new AbortController()
  const ended = AbortSignal.any([signal, early.signal])
  try {
    // Each round answers the last one's tool calls; a model that never stops calling tools is cut off.
    for (let round = 0; round <= chatLimits.toolSteps; round++) {
      const answer = completion(endpoint, { messages, ...(tools.length > 0 ? { tools } : {}) }, ended)
      let text = ''
      let next = await answer.next()
      for (; !next.done; next = await answer.next()) {
        text += next.value
        yield { type: 'text', delta: next.value }
      }
      if (next.value.length === 0) return yield { type: 'done' }
      messages.push(askedFor(text, next.value))
      for (const call of next.value) if (yield* step(model, call, messages)) return yield { type: 'done' }
    }
    yield {
      type: 'error',
      code: 'toolSteps',
      message: `The answer needed over ${chatLimits.toolSteps} tool rounds`
    }
  } catch (cause) {
    if (!ended.aborted) yield failed(cause)
  } finally {
    early.abort()
  }
}
