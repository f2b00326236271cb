import { z } from 'zod/mini'
import { keptList, type Sent } from '@/utility/answer.contract'

export const endpoints = {
  data: '/api/autocomplete/data'
} as const

const autocompleteItemSchema = z.object({ id: z.int(), title: z.string(), rank: z.string() })
export type AutocompleteItem = z.infer<typeof autocompleteItemSchema>

export const autocompleteAnswer = keptList(
  z.object({ autoComplete: z.array(autocompleteItemSchema) }),
  'autoComplete',
  { uniqueIds: true }
)
export type AutocompleteResponse = Sent<typeof autocompleteAnswer>

export function suggest(items: readonly AutocompleteItem[], typed: string, limit = 8): AutocompleteItem[] {
  const query = typed.trim().toLowerCase()
  if (!query) return []
  const matches = items.filter((item) => item.title.toLowerCase().includes(query))
  const starts = matches.filter((item) => item.title.toLowerCase().startsWith(query))
  const rest = matches.filter((item) => !item.title.toLowerCase().startsWith(query))
  return [...starts, ...rest].slice(0, limit)
}
