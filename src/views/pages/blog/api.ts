import { api, overrideExisting, keepMatching, type Listed } from '@/redux/api'
import type {
  BlogDetail,
  BlogEdit,
  BlogEditAnswer,
  BlogListParams,
  BlogSidebar,
  CommentAnswer,
  NewComment,
  PostSummary,
  SaveAnswer
} from './contract'
import { detailSchema, editAnswerSchema, endpoints, postSummarySchema, sidebarSchema } from './contract'

const list = { type: 'Blog', id: 'LIST' } as const

const keepPosts = (answer: PostSummary[]) =>
  keepMatching<{ posts: PostSummary[] }, 'posts'>('posts', postSummarySchema)({ posts: answer })

const blogApi = api.enhanceEndpoints({ addTagTypes: ['Blog'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getPosts: build.query<Listed<{ posts: PostSummary[] }>, BlogListParams>({
      query: (params) => ({ url: endpoints.list, params }),
      transformResponse: keepPosts,
      providesTags: [list]
    }),
    getSidebar: build.query<BlogSidebar, void>({
      query: () => ({ url: endpoints.sidebar }),
      rawResponseSchema: sidebarSchema,
      providesTags: [list]
    }),
    getPost: build.query<BlogDetail, number>({
      query: (id) => ({ url: endpoints.detail, params: { id } }),
      rawResponseSchema: detailSchema,
      providesTags: (_result, _error, id) => [{ type: 'Blog', id }]
    }),
    getEditData: build.query<BlogEditAnswer, number>({
      query: (id) => ({ url: endpoints.edit, params: { id } }),
      rawResponseSchema: editAnswerSchema,
      providesTags: (_result, _error, id) => [{ type: 'Blog', id }]
    }),
    updatePost: build.mutation<SaveAnswer, BlogEdit>({
      query: (blog) => ({ url: endpoints.edit, method: 'post', data: { blog } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [list, { type: 'Blog', id }])
    }),
    addComment: build.mutation<CommentAnswer, { id: number; comment: NewComment }>({
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
