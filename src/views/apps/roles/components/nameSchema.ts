import { z } from 'zod'
import { limits } from '@/utility/contract'
import { sameName } from '../contract'

/** A required name no other record has; messages are `roles` i18n keys. */
export const uniqueName = (taken: readonly string[]) =>
  z
    .string()
    .trim()
    .min(1, 'form.nameRequired')
    .max(limits.shortText)
    .refine((name) => !taken.some((other) => sameName(other, name)), 'form.nameTaken')
