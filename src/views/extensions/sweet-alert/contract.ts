import { z } from 'zod'
import { zRequiredText } from '@/utility/contract'
import type { Person } from '@/utility/people.contract'

export const endpoints = { teamMember: '/api/extensions/team-member' } as const

export const teamMemberParamsSchema = z.object({ name: zRequiredText(60) })

export interface TeamMemberResponse {
  member: Person
}
