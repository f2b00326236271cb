import type { z } from 'zod/mini'

interface RecordSchema<R> {
  safeParse(value: unknown): { success: true; data: R } | { success: false }
}

/** The records of a group its contract accepts: one bad record is left out, not the whole answer. */
function recordsMatching<R>(record: RecordSchema<R>, rows: readonly unknown[]): R[] {
  return rows.flatMap((row) => {
    const checked = record.safeParse(row)
    return checked.success ? [checked.data] : []
  })
}
import {
  searchContactItemSchema,
  searchFileItemSchema,
  type SearchContactItem,
  type SearchFileItem,
  type searchAnswerSchema,
  type SearchResponse
} from './contract'
import type { SearchPageItem } from './pages'
import { matchCommands, type PaletteCommand } from './commands'
import type { CommandGroup } from '@core/app/commands'

export type SearchOption =
  | { kind: 'page'; id: string; item: SearchPageItem }
  | { kind: 'file'; id: string; item: SearchFileItem }
  | { kind: 'contact'; id: string; item: SearchContactItem }
  | { kind: 'command'; id: string; item: PaletteCommand }

export const navbarIconCount = 4

export type GroupKey = 'pages' | 'files' | 'contacts' | 'suggestions' | 'recent' | CommandGroup

const commandGroups: CommandGroup[] = ['create', 'appearance', 'demo', 'account']

export interface ResultGroup {
  key: GroupKey
  options: SearchOption[]
}

const contains = (text: string, query: string) => text.toLowerCase().includes(query)

/** Ids stay unique within the document even when two overlays exist (tests, a second navbar). */
const pageOption = (item: SearchPageItem, prefix: string): SearchOption => ({
  kind: 'page',
  id: `${prefix}-page-${item.id}`,
  item
})

/** How many pages the search box shows for a query. */
export const pageLimit = 4

export function searchResults(
  pages: SearchPageItem[],
  response: SearchResponse,
  rawQuery: string,
  prefix: string
): ResultGroup[] {
  const query = rawQuery.trim().toLowerCase()
  if (!query) return []
  const [files, contacts] = response.searchArr
  const groups: ResultGroup[] = [
    {
      key: 'pages',
      options: pages
        .filter((p) => contains(p.title, query))
        .slice(0, pageLimit)
        .map((p) => pageOption(p, prefix))
    },
    {
      key: 'files',
      options: files.data
        .map((item, index) => ({ item, index }))
        .filter(({ item }) => contains(item.title, query))
        .slice(0, files.searchLimit)
        .map(({ item, index }) => ({ kind: 'file', id: `${prefix}-file-${index}`, item }))
    },
    {
      key: 'contacts',
      options: contacts.data
        .map((item, index) => ({ item, index }))
        .filter(({ item }) => contains(item.title, query) || contains(item.email, query))
        .slice(0, contacts.searchLimit)
        .map(({ item, index }) => ({ kind: 'contact', id: `${prefix}-contact-${index}`, item }))
    }
  ]
  return groups.filter((group) => group.options.length > 0)
}

export function suggestionGroup(bookmarks: SearchPageItem[], prefix: string, limit = 6): ResultGroup[] {
  if (bookmarks.length === 0) return []
  return [{ key: 'suggestions', options: bookmarks.slice(0, limit).map((p) => pageOption(p, prefix)) }]
}

const commandOption = (item: PaletteCommand, prefix: string): SearchOption => ({
  kind: 'command',
  id: `${prefix}-command-${item.id}`,
  item
})

/**
 * The commands matching the query (all of them for an empty one), a group per kind, apart from pages; the ones run
 * last (`recent`, newest first) come first: in a group of their own before any query, first in their group after.
 */
export function commandResults(
  commands: PaletteCommand[],
  rawQuery: string,
  prefix: string,
  recent: readonly string[] = []
): ResultGroup[] {
  const matched = matchCommands(commands, rawQuery)
  const rank = (command: PaletteCommand) => {
    const index = recent.indexOf(command.id)
    return index < 0 ? recent.length : index
  }
  const ran = matched.filter((command) => rank(command) < recent.length).sort((a, b) => rank(a) - rank(b))
  const typed = rawQuery.trim() !== ''
  const recentGroup: ResultGroup[] =
    !typed && ran.length > 0
      ? [{ key: 'recent', options: ran.map((item) => commandOption(item, prefix)) }]
      : []
  const listed = typed ? matched : matched.filter((command) => !ran.includes(command))
  return [
    ...recentGroup,
    ...commandGroups.flatMap((key) => {
      const options = listed
        .filter((command) => command.group === key)
        .sort((a, b) => rank(a) - rank(b))
        .map((item) => commandOption(item, prefix))
      return options.length > 0 ? [{ key, options }] : []
    })
  ]
}

export function matchingPages(pages: SearchPageItem[], rawQuery: string, limit: number): SearchPageItem[] {
  const query = rawQuery.trim().toLowerCase()
  return pages.filter((p) => contains(p.title, query)).slice(0, limit)
}

export function safeSearchResponse(answer: z.infer<typeof searchAnswerSchema>): SearchResponse {
  const [files, contacts] = answer.searchArr
  return {
    searchArr: [
      { ...files, data: recordsMatching(searchFileItemSchema, files.data) },
      { ...contacts, data: recordsMatching(searchContactItemSchema, contacts.data) }
    ]
  }
}
