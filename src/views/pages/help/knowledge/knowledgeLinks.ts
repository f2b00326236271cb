import type { CategoryGroup, KnowledgeCard } from '../contract'
import { helpPaths } from '../routes.contract'

/** A trimmed, case-insensitive substring of any of the texts; an empty search matches all. */
export function matches(q: string, ...texts: string[]): boolean {
  const needle = q.trim().toLowerCase()
  return texts.some((text) => text.toLowerCase().includes(needle))
}

/** A group is its card's category: they share the id. */
function categoryOf(cards: readonly KnowledgeCard[], group: CategoryGroup): KnowledgeCard | undefined {
  return cards.find((card) => card.id === group.id)
}

interface QuestionLinkTarget {
  question: string
  to: string
}

export function questionLinks(cards: readonly KnowledgeCard[], groups: readonly CategoryGroup[]) {
  const links = new Map<number, QuestionLinkTarget>()
  for (const group of groups) {
    const card = categoryOf(cards, group)
    if (!card) continue
    for (const { id, question, slug } of group.questions)
      links.set(id, { question, to: helpPaths.question(card.category, slug) })
  }
  return links
}

/** A slug from the address that is malformed (400) is as missing as one nobody has (404). */
export const isMissing = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  (error.status === 404 || error.status === 400)
