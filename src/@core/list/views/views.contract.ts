import { z } from 'zod/mini'
import { versioned } from '@/utility/version.contract'
import { emptyAnswer, type Sent } from '@/utility/answer.contract'
import { idSchema, zRequiredText } from '@/utility/contract'
import {
  densities,
  maxColumnIdLength,
  maxColumns,
  maxColumnWidth,
  minColumnWidth
} from '../columns/layout.contract'

/** The most views a user keeps for one list; one more is refused (`tooManyViews`). */
export const maxViewsPerList = 20
export const maxViewNameLength = 60
/** The most list parameters a view keeps (filters, search, sort, page size). */
export const maxViewParams = 30

export const viewEndpoints = {
  list: '/views',
  add: '/views/add',
  update: '/views/update',
  delete: '/views/delete'
} as const

/** A list's name: its page's path with dots (`apps.user.list`). */
export const listKeySchema = z
  .string()
  .check(z.trim(), z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'invalid'), z.maxLength(120))

const columnId = z.string().check(z.minLength(1), z.maxLength(maxColumnIdLength))

export const columnLayoutSchema = z.object({
  order: z.array(columnId).check(z.maxLength(maxColumns)),
  hidden: z.array(columnId).check(z.maxLength(maxColumns)),
  widths: z
    .record(columnId, z.number().check(z.minimum(minColumnWidth), z.maximum(maxColumnWidth)))
    .check(z.refine((widths) => Object.keys(widths).length <= maxColumns, 'tooBig')),
  pinFirst: z.boolean(),
  density: z.enum(densities)
})

/** The list's address parameters, as its URL writes them. */
export const viewQuerySchema = z
  .record(z.string().check(z.minLength(1), z.maxLength(40)), z.string().check(z.maxLength(500)))
  .check(z.refine((query) => Object.keys(query).length <= maxViewParams, 'tooBig'))

export const viewSchema = z.object({
  id: z.int(),
  list: listKeySchema,
  name: zRequiredText(maxViewNameLength),
  /** The view the list opens with when its address names no parameter. */
  isDefault: z.boolean(),
  query: viewQuerySchema,
  columns: columnLayoutSchema,
  updatedAt: z.iso.datetime(),
  ...versioned
})
export type SavedView = z.infer<typeof viewSchema>

export const viewListParams = z.object({ list: listKeySchema })
export const newViewSchema = z.extend(
  z.pick(viewSchema, { list: true, name: true, query: true, columns: true }),
  {
    isDefault: z.optional(z.boolean())
  }
)
export type NewView = z.infer<typeof newViewSchema>
export const viewChangeSchema = z.object({
  id: idSchema,
  name: z.optional(zRequiredText(maxViewNameLength)),
  isDefault: z.optional(z.boolean()),
  query: z.optional(viewQuerySchema),
  columns: z.optional(columnLayoutSchema)
})
export type ViewChange = z.infer<typeof viewChangeSchema>
export const deleteViewParams = z.object({ id: idSchema })

export const viewListAnswer = z.object({ views: z.array(viewSchema).check(z.maxLength(maxViewsPerList)) })
export type ViewListResponse = Sent<typeof viewListAnswer>
export const viewAnswer = z.object({ view: viewSchema })
export type ViewResponse = Sent<typeof viewAnswer>
export const deleteViewAnswer = emptyAnswer

/** Names are compared as a reader would: trimmed, in any case. */
export const sameViewName = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0
