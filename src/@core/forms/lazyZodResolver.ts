import type { FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

/** Loads zod on the first validation, so the pages people land on first do not wait for it. */
export function lazyZodResolver<TValues extends FieldValues>(
  loadSchema: () => Promise<ZodType<TValues, TValues>>
): Resolver<TValues> {
  let ready: Promise<Resolver<TValues>> | null = null
  return async (values, context, options) => {
    ready ??= Promise.all([import('./contractResolver'), loadSchema()]).then(
      ([{ contractResolver }, schema]) => contractResolver(schema)
    )
    return (await ready)(values, context, options)
  }
}
