import { z } from 'zod/mini'
import { limits } from '@/utility/contract'
import { sameName } from '../contract'

/** A required name no other record has; messages are `roles` i18n keys. */
export const uniqueName = (taken: readonly string[]) =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'form.nameRequired'),
    z.maxLength(limits.shortText),
    z.refine((name) => !taken.some((other) => sameName(other, name)), 'form.nameTaken')
  )
