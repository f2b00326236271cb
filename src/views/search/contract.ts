import { z } from 'zod'
import { limits, zText, zUrl } from '@/utility/contract'

export const searchPageItemSchema = z.object({
  id: z.int(),
  target: zText(),
  isBookmarked: z.boolean(),
  title: zText(),
  icon: zText(),
  link: zText()
})
export type SearchPageItem = z.infer<typeof searchPageItemSchema>

export const searchFileItemSchema = z.object({ title: zText(), by: zText(), size: zText(), file: zText() })
export type SearchFileItem = z.infer<typeof searchFileItemSchema>

export const searchContactItemSchema = z.object({
  title: zText(),
  email: zText(),
  img: zUrl(),
  date: zText()
})
export type SearchContactItem = z.infer<typeof searchContactItemSchema>

/** Records are checked one by one where they arrive, so one bad record is left out, not the whole answer. */
const records = z.array(z.unknown()).max(limits.items * 2)

const group = <Title extends string>(title: Title) =>
  z.object({ groupTitle: z.literal(title), searchLimit: z.int().min(0).max(20), data: records })

export const searchAnswerSchema = z.object({
  searchArr: z.tuple([group('Pages'), group('Files'), group('Contacts')])
})

export const bookmarksAnswerSchema = z.object({ suggestions: records, bookmarks: records })

interface Group<Title extends string, Item> {
  groupTitle: Title
  /** How many matches the search box shows for this group (4). */
  searchLimit: number
  data: Item[]
}

export type SearchPagesGroup = Group<'Pages', SearchPageItem>
export type SearchFilesGroup = Group<'Files', SearchFileItem>
export type SearchContactsGroup = Group<'Contacts', SearchContactItem>

export interface SearchResponse {
  searchArr: [SearchPagesGroup, SearchFilesGroup, SearchContactsGroup]
}

export interface BookmarksResponse {
  suggestions: SearchPageItem[]
  bookmarks: SearchPageItem[]
}

export interface BookmarkUpdateRequest {
  id: number
}

export const bookmarkUpdateResponseSchema = z.object({ bookmark: searchPageItemSchema })
export type BookmarkUpdateResponse = z.infer<typeof bookmarkUpdateResponseSchema>
