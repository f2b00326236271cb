import { demoTeam } from '@/utility/people.contract'
import { endpoints, teamMemberParamsSchema, teamMemberAnswer } from '@/views/extensions/sweet-alert/contract'
import { get } from '../../route'
import { notFound, ok, parse } from '../../utils'

// A full name or a first name, in any case.
get(
  endpoints.teamMember,
  (req) => {
    const name = parse(teamMemberParamsSchema, req.params).name.toLowerCase()
    const member = demoTeam.find(
      (person) => person.name.toLowerCase() === name || person.name.split(' ')[0]?.toLowerCase() === name
    )
    return member ? ok({ member: { ...member } }) : notFound('team member')
  },
  { answer: teamMemberAnswer, query: teamMemberParamsSchema }
)
