import { z } from 'zod/mini'
import { keptArray } from '@/utility/answer.contract'
import { zText } from '@/utility/contract'

export const endpoints = {
  data: '/api/select/data'
} as const

export const selectOptionSchema = z.object({ id: z.int(), value: z.string(), label: z.string() })

/** One option of the async select: `value` is what a search matches. */
export type SelectDataOption = z.infer<typeof selectOptionSchema>

export const selectDataAnswer = keptArray(selectOptionSchema, 'options')

export const selectDataParams = z.object({ query: z.optional(zText()) })

/** Case-insensitive, on `value`, the query trimmed; an empty query matches everything. */
export const matchesQuery = (option: SelectDataOption, query = '') =>
  option.value.toLowerCase().includes(query.trim().toLowerCase())
