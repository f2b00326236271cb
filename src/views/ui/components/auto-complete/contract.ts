/** The auto-complete demo's call (API.md "autocomplete"; SPEC section 3, Autocomplete item). */

export const endpoints = {
  data: '/api/autocomplete/data'
} as const

/** One suggestion: a film title with its rank in our own list of favourites. */
export interface AutocompleteItem {
  id: number
  title: string
  /** The rank as text, '1' to '100'. */
  rank: string
}

/** `GET /api/autocomplete/data`: all 100 items, by rank. */
export interface AutocompleteResponse {
  autoComplete: AutocompleteItem[]
}

/** Suggestions for what was typed: titles containing it (trimmed, any case), the ones that start
 *  with it first, at most `limit`. Empty input suggests nothing. */
export function suggest(items: readonly AutocompleteItem[], typed: string, limit = 8): AutocompleteItem[] {
  const query = typed.trim().toLowerCase()
  if (!query) return []
  const matches = items.filter((item) => item.title.toLowerCase().includes(query))
  const starts = matches.filter((item) => item.title.toLowerCase().startsWith(query))
  const rest = matches.filter((item) => !item.title.toLowerCase().startsWith(query))
  return [...starts, ...rest].slice(0, limit)
}
