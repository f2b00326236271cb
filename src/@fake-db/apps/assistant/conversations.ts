import {
  conversationAnswer,
  conversationChangeSchema,
  conversationEndpoints,
  conversationLimits,
  conversationListAnswer,
  conversationParams,
  deleteConversationAnswer,
  newConversationSchema,
  type Conversation
} from '@/views/apps/assistant/conversations.contract'
import { callerOf } from '../../jwt/accounts'
import type { MockRequest } from '../../request'
import { del, get, post, type RouteDef } from '../../route'
import { created, createStore, nextId, notFound, ok, parse, removeById } from '../../utils'

interface StoredConversation extends Conversation {
  owner: number
  version?: number
}

// Kept like every store, so "Keep demo changes" keeps the conversations too.
const store = createStore<StoredConversation[]>('assistantConversations', () => Promise.resolve([]), {
  fixedSize: true
})

// With auth not enforced a call may carry no token: it then acts for the first demo account.
const demoOwner = 1

async function ownerOf(req: MockRequest): Promise<number> {
  const caller = await callerOf(req.headers)
  return caller === null || caller === 'invalid' ? demoOwner : caller.user.id
}

const shown = ({ owner: _owner, version: _version, ...conversation }: StoredConversation) => conversation
const summary = ({ id, title, updatedAt }: StoredConversation) => ({ id, title, updatedAt })
const newestFirst = (a: StoredConversation, b: StoredConversation) =>
  b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id

/** One more than a user keeps: the one used longest ago goes. */
function dropOldest(conversations: StoredConversation[], owner: number) {
  const mine = conversations.filter((row) => row.owner === owner).sort(newestFirst)
  for (const old of mine.slice(conversationLimits.perUser - 1))
    removeById(conversations, old.id, 'Conversation')
}

async function mineById(req: MockRequest, id: number) {
  const owner = await ownerOf(req)
  const conversations = await store.get()
  return { conversations, found: conversations.find((row) => row.id === id && row.owner === owner) }
}

const options = { permission: 'signedIn', extension: true, activity: false } as const

/** The assistant's conversations, each user's own; part of the assistant's calls in handlers.ts. */
export const conversationHandlers: RouteDef[] = [
  get(
    conversationEndpoints.list,
    async (req) => {
      const owner = await ownerOf(req)
      const mine = (await store.get()).filter((row) => row.owner === owner)
      return ok({ conversations: mine.sort(newestFirst).map(summary) })
    },
    { ...options, answer: conversationListAnswer }
  ),
  get(
    conversationEndpoints.one(':id'),
    async (req) => {
      const { found } = await mineById(req, parse(conversationParams, req.pathParams).id)
      return found ? ok({ conversation: shown(found) }) : notFound('Conversation')
    },
    { ...options, answer: conversationAnswer }
  ),
  post(
    conversationEndpoints.add,
    async (req) => {
      const fields = parse(newConversationSchema, req.body)
      const owner = await ownerOf(req)
      const conversations = await store.get()
      dropOldest(conversations, owner)
      const conversation = {
        ...fields,
        id: nextId(conversations),
        owner,
        updatedAt: new Date().toISOString()
      }
      conversations.push(conversation)
      return created({ conversation: shown(conversation) })
    },
    { ...options, answer: conversationAnswer, created: true, body: newConversationSchema }
  ),
  post(
    conversationEndpoints.update,
    async (req) => {
      const { id, ...change } = parse(conversationChangeSchema, req.body)
      const { found } = await mineById(req, id)
      if (!found) return notFound('Conversation')
      Object.assign(found, change, { updatedAt: new Date().toISOString() })
      return ok({ conversation: shown(found) })
    },
    { ...options, answer: conversationAnswer, body: conversationChangeSchema }
  ),
  del(
    conversationEndpoints.delete,
    async (req) => {
      const { conversations, found } = await mineById(req, parse(conversationParams, req.params).id)
      if (!found) return notFound('Conversation')
      removeById(conversations, found.id, 'Conversation')
      return ok({})
    },
    { ...options, answer: deleteConversationAnswer, query: conversationParams }
  )
]
