import { api, overrideExisting } from '@/redux/api'
import type { ChatResponse, ChatsAndContactsResponse, SendMessage, SendMessageResponse } from './contract'
import { chatResponseSchema, chatsAndContactsResponseSchema, endpoints } from './contract'

const list = { type: 'Chat', id: 'LIST' } as const

export const chatApi = api.enhanceEndpoints({ addTagTypes: ['Chat'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getChatsAndContacts: build.query<ChatsAndContactsResponse, void>({
      query: () => ({ url: endpoints.chatsAndContacts }),
      responseSchema: chatsAndContactsResponseSchema,
      providesTags: [list]
    }),
    // Opening a chat zeroes its unseen count on the server: the list's badge follows without a refetch.
    getChat: build.query<ChatResponse, number>({
      query: (id) => ({ url: endpoints.chat, params: { id } }),
      responseSchema: chatResponseSchema,
      providesTags: (_result, _error, id) => [{ type: 'Chat', id }],
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled
        } catch {
          return
        }
        dispatch(
          chatApi.util.updateQueryData('getChatsAndContacts', undefined, (draft) => {
            const contact = draft.chatsContacts.find((candidate) => candidate.id === id)
            if (contact) contact.chat.unseenMsgs = 0
          })
        )
      }
    }),
    // The answer is the whole conversation: it replaces the open chat's cache; the list is fetched again.
    sendMessage: build.mutation<SendMessageResponse, SendMessage>({
      query: (obj) => ({ url: endpoints.send, method: 'post', data: { obj } }),
      invalidatesTags: [list],
      async onQueryStarted({ contact }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          dispatch(
            chatApi.util.updateQueryData('getChat', Number(contact), (draft) => {
              draft.chat = data.chat
            })
          )
        } catch {
          // The composer shows the failure and keeps the text.
        }
      }
    })
  })
})

export const { useGetChatsAndContactsQuery, useGetChatQuery, useSendMessageMutation } = chatApi
