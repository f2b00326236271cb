import { describe, expect, it } from 'vitest'
import { call, expectRefused, freshMockPerTest } from '@tests/mockApi'
import type {
  ChatResponse,
  ChatsAndContactsResponse,
  ProfileUser,
  SendMessageResponse
} from '@/views/apps/chat/contract'

const lists = async () => (await call<ChatsAndContactsResponse>('get', '/apps/chat/chats-and-contacts')).body
const openChat = (params: unknown) =>
  call<ChatResponse & { error?: string }>('get', '/apps/chat/get-chat', { params })
const send = (data: unknown) =>
  call<SendMessageResponse & { error?: string }>('post', '/apps/chat/send-msg', { data })
const chatIds = async () => (await lists()).chatsContacts.map((contact) => contact.id)

freshMockPerTest()

describe('GET /apps/chat/users/profile-user', () => {
  it('gives the profile user with status and settings', async () => {
    const { status, body } = await call<ProfileUser>('get', '/apps/chat/users/profile-user')
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: 100, fullName: 'Astrid Lindqvist', status: 'online' })
    expect(body.settings).toEqual({
      isTwoStepAuthVerificationEnabled: expect.any(Boolean),
      isNotificationsOn: expect.any(Boolean)
    })
    expect(body.about.length).toBeGreaterThan(0)
  })
})

describe('GET /apps/chat/chats-and-contacts', () => {
  it('gives about a dozen contacts with every status, and the chats most recent first', async () => {
    const { status, body } = await call<ChatsAndContactsResponse>('get', '/apps/chat/chats-and-contacts')
    expect(status).toBe(200)
    expect(body.profileUser.id).toBe(100)
    expect(body.contacts.length).toBeGreaterThanOrEqual(10)
    expect(new Set(body.contacts.map((contact) => contact.status))).toEqual(
      new Set(['online', 'offline', 'busy', 'away'])
    )
    expect(body.chatsContacts).toHaveLength(5)
    const last = body.chatsContacts.map((contact) => contact.chat.lastMessage!.time)
    expect(last).toEqual([...last].sort().reverse())
    expect(body.chatsContacts.some((contact) => contact.chat.unseenMsgs > 0)).toBe(true)
    for (const contact of body.chatsContacts)
      expect(body.contacts.find((other) => other.id === contact.id)).toMatchObject({
        fullName: contact.fullName
      })
  })

  it('seeds dozens of messages over several days, from both sides', async () => {
    const { chatsContacts } = await lists()
    const chats = await Promise.all(
      chatsContacts.map(async (contact) => (await openChat({ id: contact.id })).body.chat!)
    )
    const messages = chats.flatMap((chat) => chat.chat)
    expect(messages.length).toBeGreaterThanOrEqual(24)
    expect(
      new Set(messages.map((message) => new Date(message.time).toDateString())).size
    ).toBeGreaterThanOrEqual(4)
    for (const chat of chats)
      expect(new Set(chat.chat.map((message) => message.senderId))).toEqual(new Set([100, chat.userId]))
  })
})

describe('GET /apps/chat/get-chat', () => {
  it('gives the chat and the contact, and sets the unseen count to 0', async () => {
    const unseen = (await lists()).chatsContacts.find((contact) => contact.chat.unseenMsgs > 0)!
    const { status, body } = await openChat({ id: String(unseen.id) })
    expect(status).toBe(200)
    expect(body.contact.id).toBe(unseen.id)
    expect(body.chat).toMatchObject({ id: unseen.chat.id, userId: unseen.id, unseenMsgs: 0 })
    expect(body.chat!.chat.at(-1)).toEqual(unseen.chat.lastMessage)
    expect((await lists()).chatsContacts.find((contact) => contact.id === unseen.id)!.chat.unseenMsgs).toBe(0)
  })

  it('gives a null chat for a contact without one', async () => {
    const { contacts } = await lists()
    const withChat = await chatIds()
    const lonely = contacts.find((contact) => !withChat.includes(contact.id))!
    expect((await openChat({ id: lonely.id })).body).toEqual({ chat: null, contact: lonely })
  })

  it('answers 404 for an unknown contact and 400 for a missing or malformed id, changing nothing', async () => {
    await expectRefused(() => openChat({ id: 999 }), lists, 404, 'Contact not found')
    await expectRefused(() => openChat({}), lists, 400, /id is required/)
    await expectRefused(() => openChat({ id: 'selma' }), lists, 400, /id/)
  })
})

describe('POST /apps/chat/send-msg', () => {
  it('appends the message (trimmed, now, from the profile user) and moves the chat to the top; 201', async () => {
    const before = await lists()
    const third = before.chatsContacts[2]!
    const started = Date.now()
    const { status, body } = await send({ obj: { message: '  See you on Wednesday!  ', contact: third.id } })
    expect(status).toBe(201)
    const sent = body.chat.chat.at(-1)!
    expect(sent).toMatchObject({ message: 'See you on Wednesday!', senderId: 100 })
    expect(new Date(sent.time).getTime()).toBeGreaterThanOrEqual(started - 1000)
    const after = await lists()
    expect(after.chatsContacts.map((contact) => contact.id)).toEqual([
      third.id,
      ...before.chatsContacts.filter((c) => c.id !== third.id).map((c) => c.id)
    ])
    expect(after.chatsContacts[0]!.chat.lastMessage).toEqual(sent)
    expect((await openChat({ id: third.id })).body.chat!.chat).toHaveLength(body.chat.chat.length)
  })

  it('creates the chat when the contact had none, with the next id, at the top', async () => {
    const before = await lists()
    const withChat = before.chatsContacts.map((contact) => contact.id)
    const lonely = before.contacts.find((contact) => !withChat.includes(contact.id))!
    const { status, body } = await send({ obj: { message: 'Welcome aboard!', contact: String(lonely.id) } })
    expect(status).toBe(201)
    expect(body.chat).toMatchObject({ id: 6, userId: lonely.id, unseenMsgs: 0 })
    expect(body.chat.chat).toEqual([expect.objectContaining({ message: 'Welcome aboard!', senderId: 100 })])
    expect(await chatIds()).toEqual([lonely.id, ...withChat])
  })

  it.each([
    ['a body that is not an object', 'hello', 400, /body/],
    ['no obj', { message: 'hi', contact: 1 }, 400, /obj is required/],
    ['an empty message', { obj: { message: '', contact: 1 } }, 400, /obj.message is required/],
    ['a blank message', { obj: { message: ' \n ', contact: 1 } }, 400, /obj.message is required/],
    ['a message that is not text', { obj: { message: 42, contact: 1 } }, 400, /obj.message must be a string/],
    [
      'a message over 2,000 characters',
      { obj: { message: 'x'.repeat(2001), contact: 1 } },
      400,
      /obj.message must be at most 2000/
    ],
    ['no contact', { obj: { message: 'hi' } }, 400, /obj.contact is required/],
    ['an unknown contact', { obj: { message: 'hi', contact: 999 } }, 404, 'Contact not found']
  ])('refuses %s and changes nothing', async (_, data, status, message) => {
    await expectRefused(
      () => send(data),
      async () => ({ lists: await lists(), chat: (await openChat({ id: 2 })).body }),
      status,
      message
    )
  })
})
