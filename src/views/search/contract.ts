import { z } from 'zod/mini'
import { limits, zText, zUrl, zValues } from '@/utility/contract'

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
const records = z.array(z.unknown()).check(z.maxLength(limits.items * 2))

const group = <Title extends string>(title: Title) =>
  z.object({
    groupTitle: z.literal(title),
    searchLimit: z.int().check(z.minimum(0), z.maximum(20)),
    data: records
  })

/** The server's search holds data only: the pages come from the app's own registrations. */
export const searchAnswerSchema = z.object({ searchArr: z.tuple([group('Files'), group('Contacts')]) })

interface Group<Title extends string, Item> {
  groupTitle: Title
  /** How many matches the search box shows for this group (4). */
  searchLimit: number
  data: Item[]
}

export type SearchFilesGroup = Group<'Files', SearchFileItem>
export type SearchContactsGroup = Group<'Contacts', SearchContactItem>

export interface SearchResponse {
  searchArr: [SearchFilesGroup, SearchContactsGroup]
}

/** A page of the app by its address (`/apps/invoice/list`). */
export const pageLinkSchema = zText().check(z.regex(/^\/(?![/\\])\S*$/, 'path'))

/** The bookmarked pages' addresses (the app lists them in its own page order). */
export const bookmarksAnswerSchema = z.object({ bookmarks: zValues(pageLinkSchema, limits.items) })
export type BookmarksResponse = z.infer<typeof bookmarksAnswerSchema>

export const bookmarkUpdateRequestSchema = z.object({ link: pageLinkSchema })
export type BookmarkUpdateRequest = z.infer<typeof bookmarkUpdateRequestSchema>

export const bookmarkUpdateResponseSchema = z.object({ link: pageLinkSchema, isBookmarked: z.boolean() })
export type BookmarkUpdateResponse = z.infer<typeof bookmarkUpdateResponseSchema>
