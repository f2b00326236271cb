import {
  chatAnswer,
  chatLimits,
  chatRequestSchema,
  endpoints,
  toolListAnswer,
  type ChatEvent
} from '@/views/apps/assistant/contract'
import { eventStream, readablePace, streamed } from './stream'
import { parse } from '../../kit/input'
import { get, post, type RouteDef } from '../../route'
import { ok } from '../../utils'
import { toolsFor } from './toolsFor'
import { conversationHandlers } from './conversations'

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(endpoints.tools, async (req) => ok({ tools: await toolsFor(req.headers) }), {
    permission: 'signedIn',
    answer: toolListAnswer
  }),
  post(
    endpoints.chat,
    async (req) => {
      const request = parse(chatRequestSchema, req.body)
      // The model and its words load with the first question, not with the mock.
      const { chatEvents } = await import('./chat')
      const events: ChatEvent[] = []
      for await (const event of chatEvents(request, req.headers)) events.push(event)
      return ok({ events })
    },
    // Asking writes nothing: every write it proposes is a call of its own, made once the user approves.
    {
      permission: 'signedIn',
      writes: false,
      body: chatRequestSchema,
      answer: chatAnswer,
      stream: {
        type: streamed.type,
        handler: async (req, signal) => {
          const request = parse(chatRequestSchema, req.body)
          const { chatEvents } = await import('./chat')
          return ok(eventStream(chatEvents(request, req.headers, chatLimits, { signal, pace: readablePace })))
        }
      }
    }
  ),
  ...conversationHandlers
]
