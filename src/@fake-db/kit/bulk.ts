import {
  maxBulkRows,
  pagingParams,
  type BulkAnswer,
  type BulkFailure,
  type BulkSelection
} from '@/@core/list/bulk/bulk.contract'
import type { ListParams } from '@/utility/list.contract'
import { isRefusalCode } from '@/utility/refusal.contract'
import { matchingRows, type ListSpec } from './query'
import { badRequest, problem, Refusal, refuse } from './replies'

interface Row {
  id: number
}

/** The rows a selection names, and the ids it names that no row has. */
export interface Picked<T> {
  rows: T[]
  missing: number[]
}

/** A query selects what the list shows for it on no page; ids select themselves, each once. */
export function pickRows<T extends Row, P extends ListParams>(
  rows: readonly T[],
  selection: BulkSelection,
  spec: ListSpec<T, P>
): Picked<T> {
  if ('ids' in selection) {
    const byId = new Map(rows.map((row) => [row.id, row]))
    const ids = [...new Set(selection.ids)]
    return {
      rows: ids.flatMap((id) => byId.get(id) ?? []),
      missing: ids.filter((id) => !byId.has(id))
    }
  }
  const query: Record<string, string> = { ...selection.matching }
  for (const name of pagingParams) delete query[name]
  const except = new Set(selection.except)
  const found = matchingRows(rows, query, spec).filter((row) => !except.has(row.id))
  if (found.length > maxBulkRows)
    refuse(badRequest(problem('tooBig', `A bulk call acts on at most ${maxBulkRows} rows`, 'selection')))
  return { rows: found, missing: [] }
}

function failureOf(id: number, refusal: Refusal): BulkFailure {
  const { error, code } = refusal.reply[1]
  if (typeof error === 'string' && isRefusalCode(code)) return { id, code, error }
  return { id, code: 'invalid', error: typeof error === 'string' ? error : JSON.stringify(error) }
}

/** Applies `change` row by row: a row it refuses is reported with the reason and left as it was. */
export function eachRow<T extends Row>(
  picked: Picked<T>,
  thing: string,
  change: (row: T) => void
): BulkAnswer {
  const done: number[] = []
  const failed: BulkFailure[] = picked.missing.map((id) => ({
    id,
    code: 'notFound',
    error: `${thing.charAt(0).toUpperCase()}${thing.slice(1)} not found`
  }))
  for (const row of picked.rows) {
    try {
      change(row)
      done.push(row.id)
    } catch (caught) {
      if (!(caught instanceof Refusal)) throw caught
      failed.push(failureOf(row.id, caught))
    }
  }
  return { done, failed }
}
