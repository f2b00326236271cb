import { z } from 'zod/mini'
import { versioned } from '@/utility/version.contract'
import { emptyAnswer, keptArray, type Sent } from '@/utility/answer.contract'
import { idSchema, zRequiredText } from '@/utility/contract'

export const apiKeyAccesses = ['full', 'read-only', 'write-only'] as const
export type ApiKeyAccess = (typeof apiKeyAccesses)[number]

/** The most keys an account keeps; a request for one more is refused. */
export const maxApiKeys = 50

export const endpoints = {
  list: '/api-key/data',
  add: '/api-key/add',
  delete: '/api-key/delete'
} as const

export const apiKeyPattern = /^nl_(live|test)_[A-Za-z0-9]{32}$/

export const apiKeySchema = z.object({
  id: z.int(),
  name: zRequiredText(),
  access: z.enum(apiKeyAccesses),
  key: z.string().check(z.regex(apiKeyPattern)),
  createdAt: z.iso.datetime(),
  ...versioned
})
export type ApiKey = z.infer<typeof apiKeySchema>

export const newApiKeySchema = z.pick(apiKeySchema, { name: true, access: true })
export type NewApiKey = z.infer<typeof newApiKeySchema>

export const deleteApiKeyParams = z.object({ id: idSchema })

export const apiKeyListAnswer = keptArray(apiKeySchema, 'keys')
export type ApiKeyListResponse = Sent<typeof apiKeyListAnswer>
export const apiKeyAnswer = z.object({ key: apiKeySchema })
export type ApiKeyResponse = Sent<typeof apiKeyAnswer>
export const deleteApiKeyAnswer = emptyAnswer
export type DeleteApiKeyResponse = Sent<typeof deleteApiKeyAnswer>

/** What a list shows of a key: its kind and last four characters. */
export function maskKey(key: string): string {
  const cut = key.indexOf('_', 3) + 1
  return `${key.slice(0, cut)}${'•'.repeat(8)}${key.slice(-4)}`
}
