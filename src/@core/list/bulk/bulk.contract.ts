import { z } from 'zod/mini'
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
  z.strictObject({ ids: z.array(idSchema).check(z.minLength(1), z.maxLength(maxBulkIds)) }),
  z.strictObject({
    matching: viewQuerySchema,
    except: z.optional(z.array(idSchema).check(z.maxLength(maxBulkIds)))
  })
])
export type BulkSelection = z.infer<typeof bulkSelectionSchema>

/** A bulk call's body: the selection and, for a change, the fields every selected row takes. */
export function bulkBody<C extends z.ZodMiniType>(change: C) {
  return z.object({ selection: bulkSelectionSchema, change })
}
export const bulkDeleteBody = z.object({ selection: bulkSelectionSchema })
export type BulkDelete = z.infer<typeof bulkDeleteBody>

/** At least one field: a change of nothing is a mistake, not a no-op. */
export const someField = <S extends z.ZodMiniObject>(fields: S) =>
  fields.check(z.refine((value) => Object.values(value).some((field) => field !== undefined), 'required'))

export const bulkFailureSchema = z.object({
  id: z.int(),
  code: z.enum(refusalCodes),
  /** The refusal in English; a client shows its code translated. */
  error: z.string()
})
export type BulkFailure = z.infer<typeof bulkFailureSchema>

/** Per row: the ones changed and the ones refused, each with its reason (those were left as they were). */
export const bulkAnswer = z.object({
  done: z.array(z.int()).check(z.maxLength(maxBulkRows)),
  failed: z.array(bulkFailureSchema).check(z.maxLength(maxBulkRows)),
  /** The activity log's entry for the rows changed: `POST /apps/activity/entries/{entry}/undo` puts them back. */
  entry: z.optional(z.int())
})
export type BulkAnswer = z.infer<typeof bulkAnswer>
