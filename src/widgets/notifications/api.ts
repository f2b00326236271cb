import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import {
  endpoints,
  markReadAnswer,
  notificationListAnswer,
  readAllAnswer,
  removeAnswer,
  type NotificationListParams
} from '@/utility/notifications.contract'

const inbox = { type: 'Notification', id: 'INBOX' } as const

const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notification'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getNotifications: build.query<Answer<typeof notificationListAnswer>, NotificationListParams>({
      ...answeredBy(notificationListAnswer),
      query: (params) => ({ url: endpoints.list, params }),
      providesTags: [inbox]
    }),
    markNotificationRead: build.mutation<Answer<typeof markReadAnswer>, number>({
      ...answeredBy(markReadAnswer),
      query: (id) => ({ url: endpoints.read(id), method: 'post' }),
      invalidatesTags: [inbox]
    }),
    markAllNotificationsRead: build.mutation<Answer<typeof readAllAnswer>, void>({
      ...answeredBy(readAllAnswer),
      query: () => ({ url: endpoints.readAll, method: 'post' }),
      invalidatesTags: [inbox]
    }),
    deleteNotification: build.mutation<Answer<typeof removeAnswer>, number>({
      ...answeredBy(removeAnswer),
      query: (id) => ({ url: endpoints.remove(id), method: 'delete' }),
      invalidatesTags: [inbox]
    })
  })
})

export const {
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useDeleteNotificationMutation
} = notificationsApi
