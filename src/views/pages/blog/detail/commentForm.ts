import type { z } from 'zod'
import { limits, zUrl } from '@/utility/contract'
import { newCommentSchema } from '../contract'

export const commentFormSchema = newCommentSchema.extend({ website: zUrl(limits.shortText) })
export type CommentFormValues = z.infer<typeof commentFormSchema>
