import { useId, useMemo } from 'react'

const rowKey = 'nlRowKey'

/**
 * The library gives each row the id `row-<key>`: several tables over the same records on one page would repeat
 * them, so each table keys its rows with a prefix of its own. Callbacks get the caller's rows back.
 */
export function useRowKeys<T>(rows: T[], keyField?: keyof T & string) {
  const prefix = useId().replace(/:/g, '')
  return useMemo(() => {
    const originals = new WeakMap<object, T>()
    const keyed = rows.map((row, index) => {
      const key = keyField ? row[keyField] : (row as { id?: unknown }).id
      const copy = { ...row, [rowKey]: `${prefix}-${String(key ?? index)}` }
      originals.set(copy, row)
      return copy as T
    })
    const original = (row: T) => (typeof row === 'object' && row !== null ? (originals.get(row) ?? row) : row)
    return { rows: keyed, keyField: rowKey as keyof T & string, original }
  }, [rows, keyField, prefix])
}
