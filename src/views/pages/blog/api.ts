import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import type { BlogEdit, BlogListParams, NewComment } from './contract'
import {
  commentAnswer,
  detailSchema,
  editAnswerSchema,
  endpoints,
  postsAnswer,
  saveAnswer,
  sidebarSchema
} from './contract'

const list = { type: 'Blog', id: 'LIST' } as const

const blogApi = api.enhanceEndpoints({ addTagTypes: ['Blog'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getPosts: build.query<Answer<typeof postsAnswer>, BlogListParams>({
      ...answeredBy(postsAnswer),
      query: (params) => ({ url: endpoints.list, params }),
      providesTags: [list]
    }),
    getSidebar: build.query<Answer<typeof sidebarSchema>, void>({
      ...answeredBy(sidebarSchema),
      query: () => ({ url: endpoints.sidebar }),
      providesTags: [list]
    }),
    getPost: build.query<Answer<typeof detailSchema>, number>({
      ...answeredBy(detailSchema),
      query: (id) => ({ url: endpoints.detail, params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Blog', id }]
    }),
    getEditData: build.query<Answer<typeof editAnswerSchema>, number>({
      ...answeredBy(editAnswerSchema),
      query: (id) => ({ url: endpoints.edit, params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Blog', id }]
    }),
    updatePost: build.mutation<Answer<typeof saveAnswer>, BlogEdit>({
      ...answeredBy(saveAnswer),
      query: (blog) => ({ url: endpoints.edit, method: 'post', data: { blog } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [list, { type: 'Blog', id }])
    }),
    addComment: build.mutation<Answer<typeof commentAnswer>, { id: number; comment: NewComment }>({
      ...answeredBy(commentAnswer),
      query: (data) => ({ url: endpoints.comment, method: 'post', data }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [list, { type: 'Blog', id }])
    })
  })
})

export const {
  useGetPostsQuery,
  useGetSidebarQuery,
  useGetPostQuery,
  useGetEditDataQuery,
  useUpdatePostMutation,
  useAddCommentMutation
} = blogApi
