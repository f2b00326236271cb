import { z } from 'zod/mini'
import { limits, zRequiredText } from '@/utility/contract'

export const maxRows = 20

export const repeaterSchema = z.object({
  items: z
    .array(
      z.object({
        item: zRequiredText(80),
        cost: z
          .number('formPages:errors.cost')
          .check(z.minimum(0, 'formPages:errors.cost'), z.maximum(limits.amount)),
        quantity: z
          .int('formPages:errors.quantity')
          .check(z.minimum(1, 'formPages:errors.quantity'), z.maximum(limits.quantity))
      })
    )
    .check(z.minLength(1), z.maxLength(maxRows))
})
export type RepeaterValues = z.input<typeof repeaterSchema>
export type RepeaterRow = RepeaterValues['items'][number]

export const blankRow: RepeaterRow = { item: '', cost: 0, quantity: 1 }

/** A row's price: cost times quantity, 0 while either is missing. */
export const priceOf = (row: Partial<{ cost: number | null; quantity: number | null }>) =>
  Math.round((row.cost ?? 0) * (row.quantity ?? 0) * 100) / 100
