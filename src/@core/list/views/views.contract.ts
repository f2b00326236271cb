import { z } from 'zod'
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
  .trim()
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'invalid')
  .max(120)

const columnId = z.string().min(1).max(maxColumnIdLength)

export const columnLayoutSchema = z.object({
  order: z.array(columnId).max(maxColumns),
  hidden: z.array(columnId).max(maxColumns),
  widths: z
    .record(columnId, z.number().min(minColumnWidth).max(maxColumnWidth))
    .refine((widths) => Object.keys(widths).length <= maxColumns, 'tooBig'),
  pinFirst: z.boolean(),
  density: z.enum(densities)
})

/** The list's address parameters, as its URL writes them. */
export const viewQuerySchema = z
  .record(z.string().min(1).max(40), z.string().max(500))
  .refine((query) => Object.keys(query).length <= maxViewParams, 'tooBig')

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
export const newViewSchema = viewSchema.pick({ list: true, name: true, query: true, columns: true }).extend({
  isDefault: z.boolean().optional()
})
export type NewView = z.infer<typeof newViewSchema>
export const viewChangeSchema = z.object({
  id: idSchema,
  name: zRequiredText(maxViewNameLength).optional(),
  isDefault: z.boolean().optional(),
  query: viewQuerySchema.optional(),
  columns: columnLayoutSchema.optional()
})
export type ViewChange = z.infer<typeof viewChangeSchema>
export const deleteViewParams = z.object({ id: idSchema })

export const viewListAnswer = z.object({ views: z.array(viewSchema).max(maxViewsPerList) })
export type ViewListResponse = Sent<typeof viewListAnswer>
export const viewAnswer = z.object({ view: viewSchema })
export type ViewResponse = Sent<typeof viewAnswer>
export const deleteViewAnswer = emptyAnswer

/** Names are compared as a reader would: trimmed, in any case. */
export const sameViewName = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0
