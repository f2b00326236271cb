export const endpoints = {
  data: '/api/autocomplete/data'
} as const

export interface AutocompleteItem {
  id: number
  title: string
  rank: string
}

export interface AutocompleteResponse {
  autoComplete: AutocompleteItem[]
}

export function suggest(items: readonly AutocompleteItem[], typed: string, limit = 8): AutocompleteItem[] {
  const query = typed.trim().toLowerCase()
  if (!query) return []
  const matches = items.filter((item) => item.title.toLowerCase().includes(query))
  const starts = matches.filter((item) => item.title.toLowerCase().startsWith(query))
  const rest = matches.filter((item) => !item.title.toLowerCase().startsWith(query))
  return [...starts, ...rest].slice(0, limit)
}
