import { z } from 'zod/mini'
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
    q: z.optional(z.string().check(z.maxLength(maxSearchLength))),
    groupBy: z._default(
      z
        .array(z.enum(groupColumns))
        .check(z.minLength(1), z.maxLength(maxGroupDepth), z.refine(distinct, 'must name each column once')),
      ['city']
    ),
    aggregate: z._default(
      z
        .array(z.enum(numericColumns))
        .check(z.maxLength(numericColumns.length), z.refine(distinct, 'must name each column once')),
      []
    ),
    groupSort: z._default(z.enum(groupOrders), 'key'),
    sort: z._default(z.enum(['asc', 'desc']), 'asc'),
    page: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1), 1),
    perPage: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxGroupsPerPage)), 10),
    /** Leaf groups whose rows to send, each its `groupPath`, joined by commas. */
    open: z.pipe(
      z.pipe(
        z._default(z.string().check(z.maxLength(maxOpenGroups * 300)), ''),
        z.transform((value) => (value === '' ? [] : value.split(',')))
      ),
      z.array(z.string().check(z.maxLength(300))).check(z.maxLength(maxOpenGroups))
    )
  })
  .check(
    z.refine(
      ({ groupSort, aggregate }) =>
        !groupSort.includes('.') || aggregate.some((column) => groupSort.startsWith(`${column}.`)),
      { path: ['groupSort'], message: 'must order by key, count or a requested aggregate' }
    )
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
  count: z.int().check(z.minimum(0)),
  /** Sum and average of each requested numeric column (salary in dollars, age in years). */
  figures: z.partialRecord(z.enum(numericColumns), figuresSchema)
}
const leafSchema = z.object({
  key: z.array(z.string().check(z.maxLength(200))).check(z.minLength(1), z.maxLength(maxGroupDepth)),
  ...totalsShape,
  /** The rows, by id, when the group was opened (at most `maxGroupRows`); otherwise empty. */
  rows: z.array(employeeSchema).check(z.maxLength(maxGroupRows))
})
export type GroupLeaf = z.infer<typeof leafSchema>
export const employeeGroupSchema = z.extend(leafSchema, {
  /** With two columns: the second column's groups inside this one, all of them, in the same order. */
  groups: z.array(leafSchema).check(z.maxLength(500))
})
export type EmployeeGroup = z.infer<typeof employeeGroupSchema>

export const employeeGroupsAnswer = z.object({
  groups: z.array(employeeGroupSchema).check(z.maxLength(maxGroupsPerPage)),
  /** How many first-level groups match: the pager's count. */
  total: z.int().check(z.minimum(0)),
  /** Count, sums and averages over every matching row. */
  totals: z.object(totalsShape)
})
export type EmployeeGroups = z.infer<typeof employeeGroupsAnswer>
