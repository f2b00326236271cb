import { demoTeam } from '@/utility/people.contract'
import { endpoints, teamMemberParamsSchema, teamMemberAnswer } from '@/views/extensions/sweet-alert/contract'
import { get, type RouteDef } from '../../route'
import { notFound, ok, parse } from '../../utils'
import { permissionsOn } from '../../permission'

const may = permissionsOn('Extension')

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
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
    { permission: may.read, answer: teamMemberAnswer, query: teamMemberParamsSchema }
  )
]
