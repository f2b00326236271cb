import type { FieldValues, Resolver } from 'react-hook-form'
import type { ZodMiniType as ZodType } from 'zod/mini'

export interface LazyResolver<TValues extends FieldValues> extends Resolver<TValues> {
  /** Starts loading now rather than on the first validation. */
  load: () => Promise<Resolver<TValues>>
}

/** Loads zod's resolver on the first validation (or `load()`), so the pages people land on first do not wait for it. */
export function lazyZodResolver<TValues extends FieldValues>(
  loadSchema: () => Promise<ZodType<TValues, TValues>>
): LazyResolver<TValues> {
  let ready: Promise<Resolver<TValues>> | null = null
  const load = () =>
    (ready ??= Promise.all([import('./contractResolver'), loadSchema()]).then(
      ([{ contractResolver }, schema]) => contractResolver(schema)
    ))
  const resolver: Resolver<TValues> = async (values, context, options) =>
    (await load())(values, context, options)
  return Object.assign(resolver, { load })
}
