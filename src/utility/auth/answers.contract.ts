import { z } from 'zod/mini'
import { emptyAnswer } from '../answer.contract'

// Kept apart from ./contract, which the entry loads: zod stays out of the first page.
const abilityRuleSchema = z.object({
  action: z.enum(['manage', 'create', 'read', 'update', 'delete']),
  subject: z.string(),
  inverted: z.optional(z.boolean()),
  conditions: z.optional(z.record(z.string(), z.unknown())),
  fields: z.optional(z.union([z.string(), z.array(z.string())]))
})

const userDataSchema = z.object({
  id: z.int(),
  fullName: z.string(),
  username: z.string(),
  avatar: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'client']),
  ability: z.array(abilityRuleSchema),
  extras: z.object({ eCommerceCartItemsCount: z.int().check(z.minimum(0)) })
})

const tokens = { accessToken: z.string(), refreshToken: z.string() }

export const sessionAnswer = z.object({ ...tokens, userData: userDataSchema })
export const registerAnswer = z.object({ ...tokens, user: userDataSchema })
export const logoutAnswer = emptyAnswer

const taken = z.literal('taken')

/** A taken e-mail or username (the demo answers it 200, a server that enforces tokens 409). */
export const registerTakenAnswer = z.object({
  error: z.object({ email: z.optional(z.string()), username: z.optional(z.string()) }),
  code: z.object({ email: z.optional(taken), username: z.optional(taken) })
})
