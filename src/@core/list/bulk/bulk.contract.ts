import { z } from 'zod'
import { idSchema } from '@/utility/contract'
import { refusalCodes } from '@/utility/refusal.contract'
import { viewQuerySchema } from '../views/views.contract'

/** The most ids one bulk call names; a selection spanning pages is sent as its query instead. */
export const maxBulkIds = 100
/** The most rows a call given a query acts on: a larger match is refused whole and nothing changes. */
export const maxBulkRows = 1000

/** Paging never narrows a selection: the server leaves these out of a `matching` query. */
export const pagingParams = ['page', 'perPage'] as const

/** Chosen rows by id, or every row the list's query matches but those in `except`. */
export const bulkSelectionSchema = z.union([
  z.strictObject({ ids: z.array(idSchema).min(1).max(maxBulkIds) }),
  z.strictObject({
    matching: viewQuerySchema,
    except: z.array(idSchema).max(maxBulkIds).optional()
  })
])
export type BulkSelection = z.infer<typeof bulkSelectionSchema>

/** A bulk call's body: the selection and, for a change, the fields every selected row takes. */
export function bulkBody<C extends z.ZodType>(change: C) {
  return z.object({ selection: bulkSelectionSchema, change })
}
export const bulkDeleteBody = z.object({ selection: bulkSelectionSchema })
export type BulkDelete = z.infer<typeof bulkDeleteBody>

/** At least one field: a change of nothing is a mistake, not a no-op. */
export const someField = <S extends z.ZodObject>(fields: S) =>
  fields.refine((value) => Object.values(value).some((field) => field !== undefined), 'required')

export const bulkFailureSchema = z.object({
  id: z.int(),
  code: z.enum(refusalCodes),
  /** The refusal in English; a client shows its code translated. */
  error: z.string()
})
export type BulkFailure = z.infer<typeof bulkFailureSchema>

/** Per row: the ones changed and the ones refused, each with its reason (those were left as they were). */
export const bulkAnswer = z.object({
  done: z.array(z.int()).max(maxBulkRows),
  failed: z.array(bulkFailureSchema).max(maxBulkRows),
  /** The activity log's entry for the rows changed: `POST /apps/activity/entries/{entry}/undo` puts them back. */
  entry: z.int().optional()
})
export type BulkAnswer = z.infer<typeof bulkAnswer>
