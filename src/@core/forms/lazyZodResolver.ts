import type { FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

/** A react-hook-form resolver whose zod schema (and zod itself) loads on the first validation
 *  instead of with the page. Used by the pages people land on first (sign-in, register), whose
 *  first paint should not wait for the validation library; other forms use `contractResolver` as is. */
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
