import { z } from 'zod'

// The assistant's wire shapes: the tools the server offers the caller and the events a chat answer streams.

export const assistantPrefix = '/apps/assistant/'

export const endpoints = {
  tools: `${assistantPrefix}tools`
} as const

export const toolMethods = ['get', 'post', 'put', 'patch', 'delete'] as const

const jsonSchema = z.record(z.string(), z.unknown())

/** One operation of the route table offered as a tool: what it is called, does, takes and answers. */
export const toolSchema = z.object({
  /** The operation's name (as the OpenAPI document's operationId). */
  name: z.string().min(1),
  /** One line in words, from the area's API prose. */
  summary: z.string(),
  method: z.enum(toolMethods),
  path: z.string().min(1),
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

export const toolListAnswer = z.object({ tools: z.array(toolSchema).max(maxTools) })

/** What a tool is called with: the path's `:name` segments, the query and the body. */
export const toolInputSchema = z.object({
  path: z.record(z.string(), z.string()).optional(),
  query: z.record(z.string(), z.unknown()).optional(),
  body: z.unknown().optional()
})
export type ToolInput = z.infer<typeof toolInputSchema>

/** A change the user is asked to approve: the record before (null: created) and after (null: deleted). */
export const proposalSchema = z.object({
  id: z.string(),
  tool: z.string(),
  method: z.enum(toolMethods),
  path: z.string(),
  input: toolInputSchema,
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable()
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
