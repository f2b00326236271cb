import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import type { SendMessage } from './contract'
import { chatResponseSchema, chatsAndContactsResponseSchema, endpoints, sendMessageAnswer } from './contract'

const list = { type: 'Chat', id: 'LIST' } as const

export const chatApi = api.enhanceEndpoints({ addTagTypes: ['Chat'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getChatsAndContacts: build.query<Answer<typeof chatsAndContactsResponseSchema>, void>({
      ...answeredBy(chatsAndContactsResponseSchema),
      query: () => ({ url: endpoints.chatsAndContacts }),
      providesTags: [list]
    }),
    // Opening a chat zeroes its unseen count on the server: the list's badge follows without a refetch.
    getChat: build.query<Answer<typeof chatResponseSchema>, number>({
      ...answeredBy(chatResponseSchema),
      query: (id) => ({ url: endpoints.chat, params: { id } }),
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
    sendMessage: build.mutation<Answer<typeof sendMessageAnswer>, SendMessage>({
      ...answeredBy(sendMessageAnswer),
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
