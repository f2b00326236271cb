import { describe, expect, it } from 'vitest'
import { call, freshMockPerTest } from '@tests/mockApi'
import type { TeamMemberResponse } from '@/views/extensions/sweet-alert/contract'

freshMockPerTest()

const lookUp = (params: Record<string, unknown>) =>
  call<TeamMemberResponse>('get', '/api/extensions/team-member', { params })

describe('GET /api/extensions/team-member', () => {
  it('finds a team member by full or first name, trimmed, in any case', async () => {
    const full = await lookUp({ name: 'Astrid Nyhus' })
    expect(full.status).toBe(200)
    expect(full.body.member).toEqual({
      id: 1,
      name: 'Astrid Nyhus',
      avatar: '/images/avatars/2.svg',
      color: 'success'
    })
    const first = await lookUp({ name: '  aStRiD ' })
    expect(first.body).toEqual(full.body)
  })

  it('answers 404 for a name not on the team', async () => {
    const { status, body } = await lookUp({ name: 'Nobody' })
    expect(status).toBe(404)
    expect(body).toEqual({ error: 'Team member not found', code: 'notFound' })
  })

  it.each([{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(61) }, { name: ['Astrid', 'Maya'] }])(
    'answers 400 for a missing, blank, long or repeated name: %j',
    async (params) => {
      expect((await lookUp(params)).status).toBe(400)
    }
  )
})
