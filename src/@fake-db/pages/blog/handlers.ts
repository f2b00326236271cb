import {
  blogCategories,
  blogListParams,
  categoryIcons,
  categoryLabels,
  commentBody,
  endpoints,
  oneParams,
  saveBody,
  type BlogEditAnswer,
  type Post,
  type PostSummary,
  postsAnswer,
  sidebarSchema,
  detailSchema,
  editAnswerSchema,
  saveAnswer,
  commentAnswer
} from '@/views/pages/blog/contract'
import { get, post, type RouteDef } from '../../route'
import {
  created,
  createStore,
  fail,
  findById,
  listQuery,
  notFound,
  ok,
  parse,
  refuse,
  type ListSpec
} from '../../utils'
import { permissionsOn } from '../../permission'

const may = permissionsOn('Blog')

const store = createStore('blog-posts', () => import('./data').then((m) => m.createPosts()))

const newestFirst = (a: Post, b: Post) => Date.parse(b.createdTime) - Date.parse(a.createdTime) || b.id - a.id

const postList: ListSpec<Post, typeof blogListParams> = {
  params: blogListParams,
  searched: (row) => [row.title],
  filters: { category: (row) => row.tags },
  order: newestFirst
}

const summaryOf = (row: Post): PostSummary => ({
  id: row.id,
  title: row.title,
  img: row.img,
  avatar: row.avatar,
  userFullName: row.userFullName,
  blogPosted: row.createdTime,
  tags: row.tags,
  excerpt: row.excerpt,
  commentCount: row.comments.length
})

/** Without an id, the first post. */
async function postOf(params: Record<string, unknown>): Promise<Post> {
  const { id } = parse(oneParams, params)
  const posts = await store.get()
  if (id === undefined) return posts[0] ?? refuse(notFound('post'))
  return findById(posts, id, 'post')
}

const editDataOf = (row: Post): BlogEditAnswer => ({
  id: row.id,
  blogTitle: row.title,
  slug: row.slug,
  blogCategories: row.tags.map((value) => ({ value, label: categoryLabels[value] })),
  status: row.status,
  excerpt: row.excerpt,
  content: row.content,
  featuredImage: row.img,
  userFullName: row.userFullName,
  avatar: row.avatar,
  createdTime: row.createdTime
})

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(
    endpoints.list,
    async (req) => ok(listQuery(await store.get(), req.params, postList).rows.map(summaryOf)),
    { permission: may.read, answer: postsAnswer, query: blogListParams }
  ),
  get(
    endpoints.sidebar,
    async () => {
      const posts = await store.get()
      return ok({
        recentPosts: [...posts]
          .sort(newestFirst)
          .slice(0, 4)
          .map(({ id, title, img, createdTime }) => ({ id, title, img, createdTime })),
        categories: blogCategories.map((category, index) => ({
          category,
          icon: categoryIcons[index]!,
          count: posts.filter((row) => row.tags.includes(category)).length
        }))
      })
    },
    { permission: may.read, answer: sidebarSchema }
  ),
  get(
    endpoints.detail,
    async (req) => {
      const { comments, ...blog } = await postOf(req.params)
      return ok({ blog: { ...blog, commentCount: comments.length }, comments })
    },
    { permission: may.read, answer: detailSchema, query: oneParams }
  ),
  get(endpoints.edit, async (req) => ok(editDataOf(await postOf(req.params))), {
    permission: may.read,
    answer: editAnswerSchema,
    query: oneParams
  }),
  post(
    endpoints.edit,
    async (req) => {
      const { blog } = parse(saveBody, req.body)
      const posts = await store.get()
      const row = findById(posts, blog.id, 'post')
      if (posts.some((other) => other.id !== blog.id && other.slug === blog.slug))
        return fail(400, { error: { slug: 'This slug is already in use.' }, code: { slug: 'taken' } })
      Object.assign(row, {
        title: blog.blogTitle,
        slug: blog.slug,
        tags: blog.blogCategories.map((option) => option.value),
        status: blog.status,
        excerpt: blog.excerpt,
        content: blog.content,
        img: blog.featuredImage
      })
      return ok({ blog: editDataOf(row) })
    },
    { permission: may.update, answer: saveAnswer, extension: true, body: saveBody }
  ),
  post(
    endpoints.comment,
    async (req) => {
      const { id, comment } = parse(commentBody, req.body)
      const posts = await store.get()
      const row = findById(posts, id, 'post')
      const lastId = posts.flatMap((each) => each.comments).reduce((max, each) => Math.max(max, each.id), 0)
      const added = {
        id: lastId + 1,
        name: comment.name,
        avatar: '',
        website: comment.website,
        text: comment.text,
        createdTime: new Date().toISOString()
      }
      row.comments.push(added)
      return created({ comment: added })
    },
    { permission: may.create, answer: commentAnswer, created: true, extension: true, body: commentBody }
  )
]
