import { describe, expect, it } from 'vitest'
import { call, expectRefused, freshMockPerTest } from '@tests/mockApi'
import type { LoginResponse } from '@/utility/auth/contract'
import {
  conversationLimits,
  type Conversation,
  type ConversationSummary,
  type KeptTurn
} from '@/views/apps/assistant/conversations.contract'
import { chatLimits } from '@/views/apps/assistant/contract'

const base = '/apps/assistant/conversations'
const turn: KeptTurn = {
  question: 'How many users are there?',
  events: [{ type: 'text', delta: 'There are 50 users.' }, { type: 'done' }],
  status: 'done'
}
type One = { conversation: Conversation }
const list = async (headers?: Record<string, string>) =>
  (await call<{ conversations: ConversationSummary[] }>('get', base, { headers })).body.conversations
const add = (data: object, headers?: Record<string, string>) =>
  call<One>('post', `${base}/add`, { data, headers })
const update = (data: object) => call<One>('post', `${base}/update`, { data })

async function signedIn(email: string, password: string) {
  const { body } = await call<LoginResponse>('post', '/jwt/login', { data: { email, password } })
  return { Authorization: `Bearer ${body.accessToken}` }
}

freshMockPerTest()

describe('the assistant’s conversations', () => {
  it('adds, reads, renames, keeps new turns and deletes a conversation', async () => {
    const { status, body } = await add({ title: ' Users ', turns: [turn] })
    expect(status).toBe(201)
    const id = body.conversation.id
    expect(body.conversation).toMatchObject({ title: 'Users', turns: [turn] })
    expect((await update({ id, title: 'Counting users' })).body.conversation.title).toBe('Counting users')
    await update({ id, turns: [turn, { ...turn, question: 'And now?', status: 'stopped' }] })
    const read = await call<One>('get', `${base}/${id}`)
    expect(read.body.conversation.turns.map((each) => each.question)).toEqual([turn.question, 'And now?'])
    expect(await list()).toEqual([expect.objectContaining({ id, title: 'Counting users' })])
    expect((await call('delete', `${base}/delete`, { params: { id } })).status).toBe(200)
    expect(await list()).toEqual([])
    expect((await call('get', `${base}/${id}`)).status).toBe(404)
  })

  it('lists the newest first, each user only their own', async () => {
    await add({ title: 'First', turns: [] })
    await add({ title: 'Second', turns: [] })
    expect((await list()).map((each) => each.title)).toEqual(['Second', 'First'])
    const client = await signedIn('client@demo.com', 'client')
    expect(await list(client)).toEqual([])
    await add({ title: 'Mine', turns: [] }, client)
    expect((await list(client)).map((each) => each.title)).toEqual(['Mine'])
    expect(await list()).toHaveLength(2)
  })

  it(`keeps ${conversationLimits.perUser} conversations a user, dropping the one used longest ago`, async () => {
    for (let at = 1; at <= conversationLimits.perUser + 1; at++) await add({ title: `C${at}`, turns: [] })
    const titles = (await list()).map((each) => each.title)
    expect(titles).toHaveLength(conversationLimits.perUser)
    expect(titles).not.toContain('C1')
    expect(titles[0]).toBe(`C${conversationLimits.perUser + 1}`)
  })

  it('refuses an empty title, too many turns or events, and an unknown conversation', async () => {
    const { body } = await add({ title: 'Kept', turns: [turn] })
    const id = body.conversation.id
    const snapshot = () => call('get', `${base}/${id}`)
    await expectRefused(() => update({ id, title: '  ' }), snapshot, 400, /title/)
    const tooMany = Array.from({ length: conversationLimits.turns + 1 }, () => turn)
    await expectRefused(() => update({ id, turns: tooMany }), snapshot, 400, /turns/)
    const events = Array.from({ length: conversationLimits.events + 1 }, () => turn.events[0])
    await expectRefused(() => update({ id, turns: [{ ...turn, events }] }), snapshot, 400, /turns/)
    const decision = { proposal: 'call-1', state: 'approved', entry: 3 }
    const decisions = Array.from({ length: chatLimits.toolSteps + 1 }, () => decision)
    await expectRefused(() => update({ id, turns: [{ ...turn, decisions }] }), snapshot, 400, /decisions/)
    const unknown = [{ ...decision, state: 'maybe' }]
    await expectRefused(
      () => update({ id, turns: [{ ...turn, decisions: unknown }] }),
      snapshot,
      400,
      /state/
    )
    await expectRefused(() => update({ id: 999, title: 'Lost' }), snapshot, 404, /Conversation/)
    await expectRefused(
      () => call('delete', `${base}/delete`, { params: { id: 999 } }),
      snapshot,
      404,
      /Conversation/
    )
  })

  it('keeps the card’s or list’s view a conversation started with, within the chat call’s limit', async () => {
    const view = { title: 'Sales overview', data: { total: 42, months: [1, 2, 3] } }
    const { status, body } = await add({ title: 'Summarise this card: Sales overview', turns: [turn], view })
    expect(status).toBe(201)
    const id = body.conversation.id
    await update({ id, turns: [turn, turn] })
    expect((await call<One>('get', `${base}/${id}`)).body.conversation.view).toEqual(view)
    expect(await list()).toEqual([expect.not.objectContaining({ view })])
    const wide = { title: 'Wide', data: { text: 'x'.repeat(chatLimits.viewChars) } }
    const before = () => list()
    await expectRefused(() => add({ title: 'Wide', turns: [], view: wide }), before, 400, /view/)
  })
})
