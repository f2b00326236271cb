import { z } from 'zod/mini'
import { limits, zUrl } from '@/utility/contract'
import { newCommentSchema } from '../contract'

export const commentFormSchema = z.extend(newCommentSchema, { website: zUrl(limits.shortText) })
export type CommentFormValues = z.infer<typeof commentFormSchema>
