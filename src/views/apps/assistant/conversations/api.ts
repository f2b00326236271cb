import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import {
  conversationAnswer,
  conversationEndpoints,
  conversationListAnswer,
  deleteConversationAnswer,
  type ConversationChange,
  type NewConversation
} from '../conversations.contract'

const list = { type: 'AssistantConversation' as const, id: 'list' }

// Only the list is refetched after a write: the open conversation's turns live in the chat, not in the cache.
const conversationsApi = api.enhanceEndpoints({ addTagTypes: ['AssistantConversation'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getConversations: build.query<Answer<typeof conversationListAnswer>, void>({
      ...answeredBy(conversationListAnswer),
      query: () => ({ url: conversationEndpoints.list }),
      providesTags: [list]
    }),
    getConversation: build.query<Answer<typeof conversationAnswer>, number>({
      ...answeredBy(conversationAnswer),
      query: (id) => ({ url: conversationEndpoints.one(id) }),
      keepUnusedDataFor: 0
    }),
    addConversation: build.mutation<Answer<typeof conversationAnswer>, NewConversation>({
      ...answeredBy(conversationAnswer),
      query: (data) => ({ url: conversationEndpoints.add, method: 'post', data }),
      invalidatesTags: [list]
    }),
    updateConversation: build.mutation<Answer<typeof conversationAnswer>, ConversationChange>({
      ...answeredBy(conversationAnswer),
      query: (data) => ({ url: conversationEndpoints.update, method: 'post', data }),
      invalidatesTags: [list]
    }),
    deleteConversation: build.mutation<Answer<typeof deleteConversationAnswer>, number>({
      ...answeredBy(deleteConversationAnswer),
      query: (id) => ({ url: conversationEndpoints.delete, method: 'delete', params: { id } }),
      invalidatesTags: [list]
    })
  })
})

export const {
  useGetConversationsQuery,
  useLazyGetConversationQuery,
  useAddConversationMutation,
  useUpdateConversationMutation,
  useDeleteConversationMutation
} = conversationsApi
