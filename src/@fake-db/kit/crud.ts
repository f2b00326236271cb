import { original } from './journal'
import { notFound, refuse } from './replies'

type Id = number | string
interface Row {
  id: Id
}

function indexOf<T extends Row>(rows: readonly T[], id: Id, thing: string): number {
  const index = original(rows).findIndex((row) => row.id === id)
  return index >= 0 ? index : refuse(notFound(thing))
}

export function findById<T extends Row>(rows: readonly T[], id: Id, thing: string): T {
  return rows[indexOf(rows, id, thing)]
}

export function removeById<T extends Row>(rows: T[], id: Id, thing: string): T {
  return rows.splice(indexOf(rows, id, thing), 1)[0]
}

export function updateById<T extends Row>(rows: T[], id: Id, thing: string, change: (row: T) => T): T {
  const index = indexOf(rows, id, thing)
  rows[index] = change(rows[index])
  return rows[index]
}

/** Fields sent as `undefined` leave the row's value alone. */
export function merge<T extends object>(row: T, fields: Partial<T>): T {
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined))
  return { ...row, ...given }
}

export function nextId(rows: readonly { id: number }[]): number {
  return original(rows).reduce((max, row) => Math.max(max, row.id), 0) + 1
}
