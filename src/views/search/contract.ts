/** The search and bookmarks contract (API.md "Search, bookmarks"; SPEC section 3). */

/** A page of the template: searchable, and bookmarkable from the navbar. */
export interface SearchPageItem {
  id: number
  /** Stable key of the page, unique among pages. */
  target: string
  isBookmarked: boolean
  /** English title; the UI may translate it. */
  title: string
  /** A lucide-react icon name, such as 'FileText'. */
  icon: string
  /** The route path. */
  link: string
}

export interface SearchFileItem {
  title: string
  /** Who uploaded it. */
  by: string
  /** Human-readable size, such as '2.4 MB'. */
  size: string
  /** A lucide-react icon name for the file type, such as 'FileSpreadsheet'. */
  file: string
}

export interface SearchContactItem {
  /** The contact's full name. */
  title: string
  email: string
  /** Avatar URL; '' falls back to initials. */
  img: string
  /** Date added, `YYYY-MM-DD`. */
  date: string
}

interface Group<Title extends string, Item> {
  groupTitle: Title
  /** How many matches the search box shows for this group (SPEC section 9: 4). */
  searchLimit: number
  data: Item[]
}

export type SearchPagesGroup = Group<'Pages', SearchPageItem>
export type SearchFilesGroup = Group<'Files', SearchFileItem>
export type SearchContactsGroup = Group<'Contacts', SearchContactItem>

/** `GET /api/main-search/data`: the three groups, always in this order. */
export interface SearchResponse {
  searchArr: [SearchPagesGroup, SearchFilesGroup, SearchContactsGroup]
}

/** `GET /api/bookmarks/data`: every page, and the bookmarked ones. */
export interface BookmarksResponse {
  suggestions: SearchPageItem[]
  bookmarks: SearchPageItem[]
}

/** `POST /api/bookmarks/update` body. */
export interface BookmarkUpdateRequest {
  id: number
}

/** `POST /api/bookmarks/update` answer: the page after the toggle. */
export interface BookmarkUpdateResponse {
  bookmark: SearchPageItem
}
