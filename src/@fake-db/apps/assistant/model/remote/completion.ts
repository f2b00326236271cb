import { z } from 'zod/mini'
import type { ModelEndpoint } from '../../../../options'
import { sseData, textOf } from './sse'

/** How a model call failed, as the answer's `error` event names it. */
export type ModelErrorCode =
  'modelUnreachable' | 'rateLimited' | 'modelKeyRefused' | 'modelMalformed' | 'modelFailed'

export class ModelFailure extends Error {
  constructor(
    readonly code: ModelErrorCode,
    message: string
  ) {
    super(message)
  }
}

/** A tool call the model asked for, its arguments still JSON text. */
export interface ToolCallDraft {
  id: string
  name: string
  arguments: string
}

const toolCallDelta = z.object({
  index: z.int().check(z.minimum(0), z.maximum(63)),
  id: z.nullish(z.string()),
  function: z.nullish(z.object({ name: z.nullish(z.string()), arguments: z.nullish(z.string()) }))
})

const chunkSchema = z.object({
  error: z.optional(z.looseObject({ message: z.optional(z.string()) })),
  choices: z._default(
    z
      .array(
        z.object({
          delta: z.nullish(
            z.object({
              content: z.nullish(z.string()),
              tool_calls: z.nullish(z.array(toolCallDelta).check(z.maxLength(64)))
            })
          ),
          finish_reason: z.nullish(z.string())
        })
      )
      .check(z.maxLength(16)),
    []
  )
})

const malformed = (why: string) =>
  new ModelFailure('modelMalformed', `The model’s stream was malformed: ${why}`)

// Only our own words: an endpoint's error body may echo the key or the prompt.
function refusal(status: number): ModelFailure {
  if (status === 401 || status === 403)
    return new ModelFailure('modelKeyRefused', `The model refused the key (${status})`)
  if (status === 429)
    return new ModelFailure('rateLimited', 'The model is rate limited (429); try again later')
  return new ModelFailure('modelFailed', `The model answered ${status}`)
}

/** `…/v1` or the whole `…/chat/completions` URL. */
export const completionsUrl = (url: string) =>
  /\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, '')}/chat/completions`

function chunkOf(data: string) {
  let json: unknown
  try {
    json = JSON.parse(data)
  } catch {
    throw malformed('a chunk is not JSON')
  }
  const chunk = chunkSchema.safeParse(json)
  if (!chunk.success) throw malformed('a chunk is not a chat completion chunk')
  if (chunk.data.error) throw new ModelFailure('modelFailed', 'The model stopped with an error')
  return chunk.data.choices[0]
}

/** One streamed chat completion: yields its text as it comes, returns the tool calls it asked for. */
export async function* completion(
  endpoint: ModelEndpoint,
  request: Record<string, unknown>,
  signal: AbortSignal
): AsyncGenerator<string, ToolCallDraft[]> {
  let response: Response
  try {
    response = await fetch(completionsUrl(endpoint.url), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        ...(endpoint.key ? { Authorization: `Bearer ${endpoint.key}` } : {})
      },
      body: JSON.stringify({ ...request, model: endpoint.name, stream: true }),
      signal
    })
  } catch (cause) {
    if (signal.aborted) throw cause
    throw new ModelFailure('modelUnreachable', `The model at ${new URL(endpoint.url).host} cannot be reached`)
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel()
    throw response.ok ? malformed('no body') : refusal(response.status)
  }
  try {
    return yield* toolCallsOf(response.body)
  } catch (cause) {
    if (signal.aborted || cause instanceof ModelFailure) throw cause
    throw new ModelFailure('modelUnreachable', 'The connection to the model broke off')
  }
}

/** Reads the stream's chunks: text deltas yielded, tool call deltas (split anywhere) joined by their index. */
async function* toolCallsOf(body: ReadableStream<Uint8Array>): AsyncGenerator<string, ToolCallDraft[]> {
  const calls: ToolCallDraft[] = []
  const asked = () => calls.flatMap((call, at) => (call ? [{ ...call, id: call.id || `call_${at}` }] : []))
  let finished = false
  for await (const data of sseData(textOf(body))) {
    if (data.trim() === '[DONE]') return asked()
    const choice = chunkOf(data)
    if (choice?.delta?.content) yield choice.delta.content
    for (const part of choice?.delta?.tool_calls ?? []) {
      const call = (calls[part.index] ??= { id: '', name: '', arguments: '' })
      call.id ||= part.id ?? ''
      call.name += part.function?.name ?? ''
      call.arguments += part.function?.arguments ?? ''
    }
    finished ||= Boolean(choice?.finish_reason)
  }
  if (!finished) throw malformed('it ended before the answer did')
  return asked()
}
