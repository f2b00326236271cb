export interface SearchPageItem {
  id: number
  target: string
  isBookmarked: boolean
  title: string
  icon: string
  link: string
}

export interface SearchFileItem {
  title: string
  by: string
  size: string
  file: string
}

export interface SearchContactItem {
  title: string
  email: string
  img: string
  date: string
}

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

export interface BookmarkUpdateResponse {
  bookmark: SearchPageItem
}
