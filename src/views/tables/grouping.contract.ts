import { z } from 'zod'
import { maxSearchLength } from '@/utility/list.contract'
import { employeeSchema } from './contract'

export const groupsEndpoint = '/api/datatables/groups'

/** Columns a table groups by: office, position, status (its key is the status number as text). */
export const groupColumns = ['city', 'post', 'status'] as const
export type GroupColumn = (typeof groupColumns)[number]
/** Columns a group adds up and averages. */
export const numericColumns = ['salary', 'age'] as const
export type NumericColumn = (typeof numericColumns)[number]
/** A group's order: its key, its row count, or a requested column's sum or average. */
export const groupOrders = ['key', 'count', 'salary.sum', 'salary.avg', 'age.sum', 'age.avg'] as const

export const maxGroupDepth = 2
export const maxGroupsPerPage = 50
/** The most leaf groups one answer opens, and the most rows it gives of each. */
export const maxOpenGroups = 5
export const maxGroupRows = 2000

const distinct = (values: readonly string[]) => new Set(values).size === values.length

/** The grouped list's parameters; lists travel comma-joined (`groupBy=city,post`). */
export const groupQuerySchema = z
  .object({
    q: z.string().max(maxSearchLength).optional(),
    groupBy: z
      .array(z.enum(groupColumns))
      .min(1)
      .max(maxGroupDepth)
      .refine(distinct, 'must name each column once')
      .default(['city']),
    aggregate: z
      .array(z.enum(numericColumns))
      .max(numericColumns.length)
      .refine(distinct, 'must name each column once')
      .default([]),
    groupSort: z.enum(groupOrders).default('key'),
    sort: z.enum(['asc', 'desc']).default('asc'),
    page: z.coerce.number().int().min(1).default(1).catch(1),
    perPage: z.coerce.number().int().min(1).max(maxGroupsPerPage).default(10),
    /** Leaf groups whose rows to send, each its `groupPath`, joined by commas. */
    open: z
      .string()
      .max(maxOpenGroups * 300)
      .default('')
      .transform((value) => (value === '' ? [] : value.split(',')))
      .pipe(z.array(z.string().max(300)).max(maxOpenGroups))
  })
  .refine(
    ({ groupSort, aggregate }) =>
      !groupSort.includes('.') || aggregate.some((column) => groupSort.startsWith(`${column}.`)),
    { path: ['groupSort'], message: 'must order by key, count or a requested aggregate' }
  )
export type GroupQuery = z.output<typeof groupQuerySchema>
/** What a client sends: the lists comma-joined, as they travel. */
export type GroupRequest = Omit<z.input<typeof groupQuerySchema>, 'groupBy' | 'aggregate'> & {
  groupBy: string
  aggregate?: string
}

/** The list parameters sent comma-joined, as arrays. */
export function splitGroupQuery(raw: Record<string, unknown>): Record<string, unknown> {
  const split = (value: unknown) =>
    typeof value === 'string' ? (value === '' ? [] : value.split(',')) : value
  const joined = Array.isArray(raw.open) ? raw.open.join(',') : raw.open
  return { ...raw, groupBy: split(raw.groupBy), aggregate: split(raw.aggregate), open: joined }
}

/** A group's address in `open`: its key's values, each URI-encoded, joined by `/`. */
export const groupPath = (key: readonly string[]) => key.map(encodeURIComponent).join('/')

const figuresSchema = z.object({ sum: z.number(), avg: z.number() })
const totalsShape = {
  count: z.int().min(0),
  /** Sum and average of each requested numeric column (salary in dollars, age in years). */
  figures: z.partialRecord(z.enum(numericColumns), figuresSchema)
}
const leafSchema = z.object({
  key: z.array(z.string().max(200)).min(1).max(maxGroupDepth),
  ...totalsShape,
  /** The rows, by id, when the group was opened (at most `maxGroupRows`); otherwise empty. */
  rows: z.array(employeeSchema).max(maxGroupRows)
})
export type GroupLeaf = z.infer<typeof leafSchema>
export const employeeGroupSchema = leafSchema.extend({
  /** With two columns: the second column's groups inside this one, all of them, in the same order. */
  groups: z.array(leafSchema).max(500)
})
export type EmployeeGroup = z.infer<typeof employeeGroupSchema>

export const employeeGroupsAnswer = z.object({
  groups: z.array(employeeGroupSchema).max(maxGroupsPerPage),
  /** How many first-level groups match: the pager's count. */
  total: z.int().min(0),
  /** Count, sums and averages over every matching row. */
  totals: z.object(totalsShape)
})
export type EmployeeGroups = z.infer<typeof employeeGroupsAnswer>
