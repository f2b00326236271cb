import type { FieldPath } from 'react-hook-form'
import type { InvoiceForm } from './schema'

const fields = new Set(['issuedDate', 'dueDate', 'discount', 'taxRate', 'salesperson', 'note', 'paymentMethod'])

/** The form field a server message names ("dueDate must be a date…", "items[1].cost must be…",
 *  "client.name is required"), so the message can also show under that field; null if none. */
export function fieldOfServerError(message: string): FieldPath<InvoiceForm> | null {
  const item = /^items\[(\d+)\]\.(name|description|cost|qty)\b/.exec(message)
  if (item) return `items.${Number(item[1])}.${item[2] as 'name' | 'description' | 'cost' | 'qty'}`
  if (/^client(\.\w+)?\b/.test(message)) return 'client.name'
  const field = /^(\w+)\b/.exec(message)?.[1]
  return field && fields.has(field) ? (field as FieldPath<InvoiceForm>) : null
}
