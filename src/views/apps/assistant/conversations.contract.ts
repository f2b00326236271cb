import { z } from 'zod/mini'
import { emptyAnswer } from '@/utility/answer.contract'
import { idSchema, zRequiredText } from '@/utility/contract'
import { assistantPrefix, chatEventSchema, chatLimits, sharedViewSchema } from './contract'

// The conversations a user keeps with the assistant: each its title and its turns (a question and its answer's events).

export const conversationLimits = {
  /** Conversations kept per user: adding one more drops the one used longest ago. */
  perUser: 50,
  /** Turns kept in one conversation (a question and its answer each). */
  turns: chatLimits.messages,
  /** Events kept for one answer, once its text is joined into one event. */
  events: 100,
  titleChars: 80
} as const

export const conversationEndpoints = {
  list: `${assistantPrefix}conversations`,
  one: (id: number | ':id') => `${assistantPrefix}conversations/${id}`,
  add: `${assistantPrefix}conversations/add`,
  update: `${assistantPrefix}conversations/update`,
  delete: `${assistantPrefix}conversations/delete`
} as const

export const turnStatuses = ['done', 'stopped', 'error'] as const

export const decisionStates = ['approved', 'rejected', 'undone'] as const

/** What the user did with a proposed change: its approval card shows it again when the conversation is opened. */
export const decisionSchema = z.object({
  proposal: z.string().check(z.minLength(1), z.maxLength(80)),
  state: z.enum(decisionStates),
  /** The activity entry an approved change made, to undo it. */
  entry: z.nullable(z.int().check(z.positive()))
})
export type Decision = z.infer<typeof decisionSchema>

/** One question and its whole answer, as kept. */
export const keptTurnSchema = z.object({
  question: z.string().check(z.minLength(1), z.maxLength(chatLimits.messageChars)),
  events: z.array(chatEventSchema).check(z.maxLength(conversationLimits.events)),
  status: z.enum(turnStatuses),
  decisions: z.optional(z.array(decisionSchema).check(z.maxLength(chatLimits.toolSteps)))
})
export type KeptTurn = z.infer<typeof keptTurnSchema>

const titleSchema = zRequiredText(conversationLimits.titleChars)
const turnsSchema = z.array(keptTurnSchema).check(z.maxLength(conversationLimits.turns))

export const conversationSummarySchema = z.object({
  id: z.int(),
  title: titleSchema,
  updatedAt: z.iso.datetime()
})
export type ConversationSummary = z.infer<typeof conversationSummarySchema>

/** The card's or list's data a conversation started from (its Ask action): sent again with each later question. */
const viewSchema = z.optional(sharedViewSchema)

export const conversationSchema = z.extend(conversationSummarySchema, {
  turns: turnsSchema,
  view: viewSchema
})
export type Conversation = z.infer<typeof conversationSchema>

export const newConversationSchema = z.object({ title: titleSchema, turns: turnsSchema, view: viewSchema })
export type NewConversation = z.infer<typeof newConversationSchema>

export const conversationChangeSchema = z.object({
  id: idSchema,
  title: z.optional(titleSchema),
  turns: z.optional(turnsSchema)
})
export type ConversationChange = z.infer<typeof conversationChangeSchema>

export const conversationParams = z.object({ id: idSchema })

/** Newest first. */
export const conversationListAnswer = z.object({
  conversations: z.array(conversationSummarySchema).check(z.maxLength(conversationLimits.perUser))
})
export const conversationAnswer = z.object({ conversation: conversationSchema })
export const deleteConversationAnswer = emptyAnswer

/** A conversation's title from its first question: its first line, cut to fit. */
export const titleFrom = (question: string) =>
  question.trim().split('\n')[0].slice(0, conversationLimits.titleChars).trim() || '…'
