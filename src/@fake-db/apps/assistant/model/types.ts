import type { ChatEvent, Tool, ToolInput } from '@/views/apps/assistant/contract'

/** A tool's reply: the HTTP status and the answer's body. */
export interface ToolReply {
  status: number
  data: unknown
}

/** A writing tool run and rolled back: its reply and the record it would change (before null: made; after: gone). */
export interface Rehearsal extends ToolReply {
  change?: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }
}

/** The words of an answer in the page's language (i18n keys of the assistant namespace). */
export type Say = (key: string, values?: Record<string, string | number>) => string

/** The data a card or a list shares when the user asks from it. */
export interface SharedView {
  title: string
  data: unknown
}

/** What the demo model works with: the question, the caller's tools and a way to call them. */
export interface ModelInput {
  question: string
  language: string
  tools: readonly Tool[]
  call: (tool: Tool, input: ToolInput) => Promise<ToolReply>
  say: Say
  /** `YYYY-MM-DD`: the day "today" and "tomorrow" are counted from. */
  today: string
  view?: SharedView
}

/** A skill's steps: events as it calls tools, then the answer's markdown. */
export type Steps = AsyncGenerator<ChatEvent, string>
