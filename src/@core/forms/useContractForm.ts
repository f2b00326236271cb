import { useEffect, useMemo } from 'react'
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Mode } from 'react-hook-form'
import type { ZodMiniType as ZodType } from 'zod/mini'
import { lazyZodResolver } from './lazyZodResolver'

/** What a form of the kit takes to build itself: the contract's schema and the values it starts from. */
export interface FormSetup<T extends FieldValues> {
  schema?: ZodType<T, T>
  /** The schema loaded on the first validation instead, so a first page does not wait for zod. */
  lazySchema?: () => Promise<ZodType<T, T>>
  defaultValues: DefaultValues<T>
  /** Errors shown from the start (a demo of the invalid state). */
  errors?: FieldErrors<T>
  mode?: Mode
}

/** The form's state, validated by the schema. zod's resolver is its own chunk: it loads as the form mounts, or with
 *  a lazy schema on the first validation. */
export function useContractForm<T extends FieldValues>({
  schema,
  lazySchema,
  defaultValues,
  errors,
  mode
}: FormSetup<T>) {
  const resolver = useMemo(() => {
    const load = lazySchema ?? (schema && (() => Promise.resolve(schema)))
    return load && lazyZodResolver(load)
  }, [schema, lazySchema])
  useEffect(() => {
    if (schema) void resolver?.load()
  }, [schema, resolver])
  // Errors given from the start are a demo of the invalid state: focusing them would scroll the page on load.
  return useForm<T>({ resolver, defaultValues, errors, mode, shouldFocusError: !errors })
}
