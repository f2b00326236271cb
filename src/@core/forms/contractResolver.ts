import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod/mini'
import { formParseOptions } from './parseOptions'

export function contractResolver<T extends FieldValues>(schema: z.ZodMiniType<T, T>): Resolver<T> {
  return zodResolver(schema, formParseOptions) as Resolver<T>
}
