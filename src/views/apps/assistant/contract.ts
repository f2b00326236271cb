import { z } from 'zod/mini'

// The assistant's wire shapes: the tools the server offers the caller and the events a chat answer streams.

export const assistantPrefix = '/apps/assistant/'

export const endpoints = {
  tools: `${assistantPrefix}tools`,
  chat: `${assistantPrefix}chat`
} as const

export const toolMethods = ['get', 'post', 'put', 'patch', 'delete'] as const

const jsonSchema = z.record(z.string(), z.unknown())

/** One operation of the route table offered as a tool: what it is called, does, takes and answers. */
export const toolSchema = z.object({
  /** The operation's name (as the OpenAPI document's operationId). */
  name: z.string().check(z.minLength(1)),
  /** One line in words, from the area's API prose. */
  summary: z.string(),
  method: z.enum(toolMethods),
  path: z.string().check(z.minLength(1)),
  /** `true`: the call changes data, so it waits for the user's approval. */
  writes: z.boolean(),
  /** JSON Schema of `{path?, query?, body?}`. */
  input: jsonSchema,
  /** JSON Schema of the answer. */
  answer: jsonSchema
})
export type Tool = z.infer<typeof toolSchema>

/** Room for every operation of the route table (127 today). */
export const maxTools = 300

export const toolListAnswer = z.object({ tools: z.array(toolSchema).check(z.maxLength(maxTools)) })

/** What a tool is called with: the path's `:name` segments, the query and the body. */
export const toolInputSchema = z.object({
  path: z.optional(z.record(z.string(), z.string())),
  query: z.optional(z.record(z.string(), z.unknown())),
  body: z.optional(z.unknown())
})
export type ToolInput = z.infer<typeof toolInputSchema>

/** A change the user is asked to approve: the record before (null: created) and after (null: deleted). */
export const proposalSchema = z.object({
  id: z.string(),
  tool: z.string(),
  method: z.enum(toolMethods),
  path: z.string(),
  input: toolInputSchema,
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown()))
})
export type Proposal = z.infer<typeof proposalSchema>

/** One event of a streamed answer, one JSON object a line. */
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), delta: z.string() }),
  z.object({
    type: z.literal('tool-call'),
    id: z.string(),
    tool: z.string(),
    method: z.enum(toolMethods),
    path: z.string(),
    input: toolInputSchema
  }),
  z.object({ type: z.literal('tool-result'), id: z.string(), status: z.int(), output: z.unknown() }),
  z.object({ type: z.literal('approval'), proposal: proposalSchema }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
  z.object({ type: z.literal('done') })
])
export type ChatEvent = z.infer<typeof chatEventSchema>

/** What one chat call may ask and do: past these the call is refused (400) or the answer ends with an error event. */
export const chatLimits = {
  /** Characters in one message. */
  messageChars: 2000,
  /** Messages in the conversation sent with a question. */
  messages: 40,
  /** Tool calls the model may make for one answer. */
  toolSteps: 8,
  /** Milliseconds one answer may take, tool calls included. */
  timeMs: 30_000,
  /** Characters of a shared card's or list's data once written as JSON. */
  viewChars: 20_000
} as const

/** How fast the demo's answer is shown: one token every this many milliseconds (a readable pace). */
export const tokenIntervalMs = 35

/** The media type of a streamed answer: one chat event as JSON a line. */
export const chatStreamType = 'application/x-ndjson'

export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string().check(z.minLength(1), z.maxLength(chatLimits.messageChars))
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

/** A card's or list's data shared from its Ask action. */
export const sharedViewSchema = z
  .object({
    title: z.string().check(z.minLength(1), z.maxLength(200)),
    data: z.record(z.string(), z.unknown())
  })
  .check(
    z.refine(
      (view) => JSON.stringify(view.data).length <= chatLimits.viewChars,
      'The shared data is too large'
    )
  )

/** A question with the conversation before it (the last message is the user's question). */
export const chatRequestSchema = z.object({
  messages: z.array(chatMessageSchema).check(
    z.minLength(1),
    z.maxLength(chatLimits.messages),
    z.refine((messages) => messages.at(-1)?.role === 'user', 'The last message must be the user’s question')
  ),
  /** The page's language: the answer's words and the phrasings tried first. */
  language: z.enum(['en', 'fr', 'de', 'pt', 'ar']),
  /** The card's or list's data when asked from its Ask action. */
  view: z.optional(sharedViewSchema)
})
export type ChatRequest = z.infer<typeof chatRequestSchema>

/** The whole answer at once (the streamed form sends the same events, one a line). */
export const chatAnswer = z.object({ events: z.array(chatEventSchema).check(z.maxLength(20_000)) })
