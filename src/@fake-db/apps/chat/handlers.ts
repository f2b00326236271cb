import {
  endpoints,
  getChatParams,
  sendMessageBody,
  type Chat,
  type ChatContact,
  type ChatsAndContactsResponse,
  profileUserSchema,
  chatsAndContactsResponseSchema,
  chatResponseSchema,
  sendMessageAnswer
} from '@/views/apps/chat/contract'
import { get, post, type RouteDef } from '../../route'
import { created, createStore, findById, nextId, ok, parse } from '../../utils'
import { permissionsOn } from '../../permission'

const may = permissionsOn('Chat')

const store = createStore('chats', () =>
  import('./data').then((m) => ({ profileUser: m.profileUser, contacts: m.contacts, chats: m.createChats() }))
)

function chatContacts({
  contacts,
  chats
}: {
  contacts: ChatsAndContactsResponse['contacts']
  chats: Chat[]
}): ChatContact[] {
  return chats.flatMap((chat) => {
    const contact = contacts.find((candidate) => candidate.id === chat.userId)
    return contact
      ? [
          {
            ...contact,
            chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: chat.chat.at(-1) ?? null }
          }
        ]
      : []
  })
}

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(endpoints.profileUser, async () => ok((await store.get()).profileUser), {
    permission: may.read,
    answer: profileUserSchema
  }),
  get(
    endpoints.chatsAndContacts,
    async () => {
      const data = await store.get()
      return ok({ chatsContacts: chatContacts(data), contacts: data.contacts, profileUser: data.profileUser })
    },
    { permission: may.read, answer: chatsAndContactsResponseSchema }
  ),
  get(
    endpoints.chat,
    async (req) => {
      const { id } = parse(getChatParams, req.params)
      const { contacts, chats } = await store.get()
      const contact = findById(contacts, id, 'contact')
      const chat = chats.find((candidate) => candidate.userId === id) ?? null
      if (chat) chat.unseenMsgs = 0
      return ok({ chat, contact })
    },
    { permission: may.read, answer: chatResponseSchema, query: getChatParams, writes: true }
  ),
  post(
    endpoints.send,
    async (req) => {
      const { obj } = parse(sendMessageBody, req.body)
      const { profileUser, contacts, chats } = await store.get()
      findById(contacts, obj.contact, 'contact')
      const index = chats.findIndex((candidate) => candidate.userId === obj.contact)
      const chat: Chat =
        index >= 0
          ? chats.splice(index, 1)[0]!
          : { id: nextId(chats), userId: obj.contact, unseenMsgs: 0, chat: [] }
      chat.chat.push({ message: obj.message, time: new Date().toISOString(), senderId: profileUser.id })
      chats.unshift(chat)
      return created({ chat })
    },
    { permission: may.create, answer: sendMessageAnswer, created: true, body: sendMessageBody }
  )
]
