import { readFileSync } from 'node:fs'
import { bookmarks } from '@fake-db/pages/search/data'
import { registeredPages, type SearchPageItem } from '@/views/search/pages'
import { navbarIconCount } from '@/views/search/results'

const english = (title: string): string => {
  const [namespace, key] = title.split(':') as [string, string]
  const tree: unknown = JSON.parse(readFileSync(`src/locales/en/${namespace}.json`, 'utf8'))
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree)
  return String(text)
}

/** The search's pages as an English reader sees them: the registered areas' pages, bookmarked as the seed says. */
export const pages: SearchPageItem[] = registeredPages.map(({ id, target, title, icon, link }) => ({
  id,
  target,
  title: english(title),
  icon,
  link,
  isBookmarked: bookmarks.includes(link)
}))

/** The titles of the seed's pages that hold the query, in seed order, the first `limit` of them. */
export const titlesHolding = (query: string, limit = pages.length) =>
  pages
    .filter((page) => page.title.toLowerCase().includes(query.trim().toLowerCase()))
    .slice(0, limit)
    .map((page) => page.title)

/** The navbar's bookmark icons: the bookmarked pages in seed order, as many as it shows. */
export const navbarBookmarks = (isBookmarked: (page: SearchPageItem) => boolean) =>
  pages
    .filter(isBookmarked)
    .slice(0, navbarIconCount)
    .map((page) => page.title)

export const firstWord = (page: SearchPageItem) => page.title.split(' ')[0]!

/** The word that begins the most page titles: a query with several results. */
export function commonFirstWord(): string {
  const count = (word: string) => pages.filter((page) => firstWord(page) === word).length
  return pages.map(firstWord).reduce((best, word) => (count(word) > count(best) ? word : best))
}

/** The word that ends the most page titles. */
export function commonLastWord(): string {
  const last = (page: SearchPageItem) => page.title.split(' ').at(-1)!
  const count = (word: string) => pages.filter((page) => last(page) === word).length
  return pages.map(last).reduce((best, word) => (count(word) > count(best) ? word : best))
}
