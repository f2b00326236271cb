import {
  chatLimits,
  type ChatEvent,
  type ChatRequest,
  type Tool,
  type ToolInput
} from '@/views/apps/assistant/contract'
import { isSecretField } from '../../kit/secrets'
import { rehearseCall, respond } from '../../route'
import { mockOptions } from '../../options'
import { demoModel, type Pace } from './model/demoModel'
import type { Rehearsal, ToolReply } from './model/types'
import { toolsFor } from './toolsFor'
import { wordsIn } from './words'

export interface Limits {
  toolSteps: number
  timeMs: number
}

const stop = (code: string, message: string): ChatEvent => ({ type: 'error', code, message })

/** A tool's URL: the path's `:name` segments filled (encoded) from the input. */
export const urlOf = (tool: Pick<Tool, 'path'>, { path = {} }: ToolInput) =>
  tool.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(path[name] ?? ''))

const configOf = (tool: Tool, input: ToolInput, headers: Record<string, string>) => ({
  method: tool.method,
  url: urlOf(tool, input),
  params: input.query,
  data: input.body === undefined ? undefined : JSON.stringify(input.body),
  headers: headers.authorization ? { Authorization: headers.authorization } : {}
})

/** Calls a tool through the route table as the caller: its permission, validation and refusals apply. */
const callAs =
  (headers: Record<string, string>) =>
  async (tool: Tool, input: ToolInput): Promise<ToolReply> => {
    const [status, data] = await respond(configOf(tool, input, headers))
    return { status, data }
  }

type Fields = Record<string, unknown>
const withoutSecrets = (record: Fields | null) =>
  record && Object.fromEntries(Object.entries(record).filter(([field]) => !isSecretField(field)))

/** Runs a writing tool as the caller and rolls it back: its reply and the first record it would change. */
const rehearseAs =
  (headers: Record<string, string>) =>
  async (tool: Tool, input: ToolInput): Promise<Rehearsal> => {
    const { reply, changes } = await rehearseCall(configOf(tool, input, headers))
    const [first] = changes
    const change = first && { before: withoutSecrets(first.before), after: withoutSecrets(first.after) }
    return { status: reply[0], data: reply[1], ...(change ? { change } : {}) }
  }

const today = () => new Date().toISOString().slice(0, 10)

/** How an answer is made: the caller's signal (it ends when they go) and the demo model's pace between tokens. */
export interface Answering {
  signal?: AbortSignal
  pace?: Pace
}

/**
 * One answer's events as the caller: its tools only, at most `toolSteps` calls, within `timeMs`. The model is the
 * endpoint the server was started with (`mockOptions.model`), else the demo model. Record text reaches the model as
 * data only; the question is the last message, the rest is context.
 */
export async function* chatEvents(
  request: ChatRequest,
  headers: Record<string, string>,
  limits: Limits = chatLimits,
  { signal = new AbortController().signal, pace = () => Promise.resolve(true) }: Answering = {}
): AsyncGenerator<ChatEvent> {
  const deadline = Date.now() + limits.timeMs
  // Our own timer: inside AbortSignal.any, Node 20 may collect an AbortSignal.timeout, which then never fires.
  const late = new AbortController()
  const clock = setTimeout(() => late.abort(), Math.max(0, limits.timeMs))
  const ends = AbortSignal.any([signal, late.signal])
  try {
    yield* answerWithin(request, headers, limits, { signal, pace, ends, deadline })
  } finally {
    clearTimeout(clock)
  }
}

async function* answerWithin(
  request: ChatRequest,
  headers: Record<string, string>,
  limits: Limits,
  { signal, pace, ends, deadline }: Required<Answering> & { ends: AbortSignal; deadline: number }
): AsyncGenerator<ChatEvent> {
  const model = {
    question: request.messages.at(-1)?.text ?? '',
    language: request.language,
    tools: await toolsFor(headers),
    call: callAs(headers),
    rehearse: rehearseAs(headers),
    say: await wordsIn(request.language),
    today: today(),
    view: request.view
  }
  const endpoint = mockOptions.model
  // The remote model's code loads only on a server started with one.
  const events = endpoint
    ? (await import('./model/remote/remoteModel')).remoteModel(
        endpoint,
        { ...model, messages: request.messages },
        ends
      )
    : demoModel(model, pace, signal)
  let steps = 0
  for await (const event of events) {
    if (Date.now() > deadline) return yield stop('timeLimit', `The answer took over ${limits.timeMs} ms`)
    if (event.type === 'tool-call' && ++steps > limits.toolSteps)
      return yield stop('toolSteps', `The answer needed over ${limits.toolSteps} tool calls`)
    yield event
  }
  if (!signal.aborted && ends.aborted) yield stop('timeLimit', `The answer took over ${limits.timeMs} ms`)
}
