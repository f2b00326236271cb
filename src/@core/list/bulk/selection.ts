import { maxBulkIds, pagingParams, type BulkSelection } from './bulk.contract'

export type RowId = number

/**
 * Rows chosen one by one, or every row the list's query matches (`all`) but those in `ids`. `scope` names the
 * rows the query finds: a new search or filter starts a new, empty selection.
 */
export interface Selection {
  all: boolean
  ids: ReadonlySet<RowId>
  scope: string
}

export const emptySelection = (scope: string): Selection => ({ all: false, ids: new Set(), scope })

export const isSelected = (selection: Selection, id: RowId) => selection.all !== selection.ids.has(id)

export const countOf = (selection: Selection, total: number) =>
  selection.all ? Math.max(0, total - selection.ids.size) : selection.ids.size

/** Turns the given rows on or off, whichever way the selection counts them. */
export function withRows(selection: Selection, ids: readonly RowId[], on: boolean): Selection {
  const next = new Set(selection.ids)
  for (const id of ids) {
    if (on !== selection.all) next.add(id)
    else next.delete(id)
  }
  return { ...selection, ids: next }
}

export const allMatching = (scope: string): Selection => ({ all: true, ids: new Set(), scope })

/** The rows a query finds, whatever the page and order: what makes a selection's scope. */
export function scopeOf(query: Record<string, string>): string {
  const { sort: _sort, sortColumn: _column, ...rest } = query
  for (const name of pagingParams) delete rest[name]
  return new URLSearchParams(Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : 1))).toString()
}

/** What a bulk call is sent: the ids, or the query with the rows left out of it. */
export function toRequest(selection: Selection, query: Record<string, string>): BulkSelection {
  if (!selection.all) return { ids: [...selection.ids] }
  const matching = Object.fromEntries(
    Object.entries(query).filter(([name]) => !(pagingParams as readonly string[]).includes(name))
  )
  return { matching, except: [...selection.ids] }
}

/** More ids than one call takes: the screen says so instead of sending a call it knows is refused. */
export const overCap = (selection: Selection) => selection.ids.size > maxBulkIds
