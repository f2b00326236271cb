import { describe, expect, it } from 'vitest'
import { call, freshMockPerTest } from '@tests/mockApi'
import { profileSchema, type ProfileData } from '@/views/pages/profile/contract'

freshMockPerTest()

describe('GET /profile/data', () => {
  it('answers the profile data, matching its contract', async () => {
    const { status, body } = await call<ProfileData>('get', '/profile/data')
    expect(status).toBe(200)
    expect(profileSchema.safeParse(body).success).toBe(true)
    expect(body.header).toMatchObject({ username: 'Astrid Lindqvist', designation: 'Product Designer' })
    expect(body.posts.length).toBeGreaterThan(3)
    expect(body.polls.reduce((sum, option) => sum + option.result, 0)).toBe(100)
  })

  it("counts each post's comments at least as many as it details, with ids unique across posts", async () => {
    const { body } = await call<ProfileData>('get', '/profile/data')
    for (const post of body.posts) expect(post.comments).toBeGreaterThanOrEqual(post.detailedComments.length)
    const ids = body.posts.flatMap((post) => post.detailedComments.map((comment) => comment.id))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('dates the posts newest first and never in the future', async () => {
    const { body } = await call<ProfileData>('get', '/profile/data')
    const times = body.posts.map((post) => post.postTime)
    expect(times).toEqual([...times].sort().reverse())
    expect(times.every((time) => new Date(`${time}T00:00`).getTime() <= Date.now())).toBe(true)
  })
})
