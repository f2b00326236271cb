import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import {
  endpoints,
  exportedAnswer,
  markReadAnswer,
  notificationListAnswer,
  readAllAnswer,
  removeAnswer,
  type ExportedBody,
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
    addExportNotice: build.mutation<Answer<typeof exportedAnswer>, ExportedBody>({
      ...answeredBy(exportedAnswer),
      query: (data) => ({ url: endpoints.exported, method: 'post', data }),
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
  useDeleteNotificationMutation,
  useAddExportNoticeMutation
} = notificationsApi
