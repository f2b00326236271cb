// Demo data: what every create/read/update/delete handler does. Remove with the mock.
import { notFound, refuse } from './replies'

type Id = number | string
interface Row {
  id: Id
}

function indexOf<T extends Row>(rows: readonly T[], id: Id, thing: string): number {
  const index = rows.findIndex((row) => row.id === id)
  return index >= 0 ? index : refuse(notFound(thing))
}

/** The row with this id, or a 404 `<Thing> not found`. */
export function findById<T extends Row>(rows: readonly T[], id: Id, thing: string): T {
  return rows[indexOf(rows, id, thing)]
}

/** Takes the row with this id out of the list and gives it back, or a 404. */
export function removeById<T extends Row>(rows: T[], id: Id, thing: string): T {
  return rows.splice(indexOf(rows, id, thing), 1)[0]
}

/** Replaces the row with this id by `change(row)` and gives the new row back, or a 404. */
export function updateById<T extends Row>(rows: T[], id: Id, thing: string, change: (row: T) => T): T {
  const index = indexOf(rows, id, thing)
  rows[index] = change(rows[index])
  return rows[index]
}

/** The given fields over the row; fields sent as `undefined` leave the row's value alone. */
export function merge<T extends object>(row: T, fields: Partial<T>): T {
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined))
  return { ...row, ...given }
}

/** The next id: highest existing id + 1 (1 for an empty list). */
export function nextId(rows: readonly { id: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0) + 1
}
