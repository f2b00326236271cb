import { z } from 'zod/mini'
import type { Sent } from '@/utility/answer.contract'
import { zRequiredText, zUrl } from '@/utility/contract'
import { avatarColors } from '@/utility/people.contract'

export const endpoints = { teamMember: '/api/extensions/team-member' } as const

export const teamMemberParamsSchema = z.object({ name: zRequiredText(60) })

const memberSchema = z.object({
  id: z.int(),
  name: z.string(),
  avatar: zUrl(),
  color: z.enum(avatarColors)
})
export const teamMemberAnswer = z.object({ member: memberSchema })
export type TeamMemberResponse = Sent<typeof teamMemberAnswer>
