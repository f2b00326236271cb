import { z } from 'zod/mini'
import { versioned } from '@/utility/version.contract'
import { keptArray, type Sent } from '@/utility/answer.contract'
import { idSchema, limits, zEmail, zRequiredText, zText, zUrl, zValues, zInstant } from '@/utility/contract'
import { choice, text, type ListValues } from '@/utility/list.contract'

export { blogPaths } from './routes.contract'

export const endpoints = {
  list: '/blog/list/data',
  sidebar: '/blog/list/data/sidebar',
  detail: '/blog/list/data/detail',
  edit: '/blog/list/data/edit',
  comment: '/blog/list/data/comment'
} as const

export const blogCategories = ['fashion', 'food', 'gaming', 'quote', 'video'] as const
export type BlogCategory = (typeof blogCategories)[number]

export const categoryIcons = ['Shirt', 'Utensils', 'Gamepad2', 'Quote', 'Video'] as const

export const postStatuses = ['published', 'pending', 'draft'] as const
export type PostStatus = (typeof postStatuses)[number]

/** An uploaded picture travels as a data URL; the field refuses bigger files before they are read. */
export const maxImageBytes = 512 * 1024
const imageDataUrl = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/
const zImage = () =>
  z.union([
    zUrl(),
    z.string().check(z.maxLength(Math.ceil((maxImageBytes * 4) / 3) + 40), z.regex(imageDataUrl, 'image'))
  ])

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const zSlug = () => zRequiredText().check(z.regex(slugPattern, 'slug'))

const categoryList = zValues(z.enum(blogCategories), blogCategories.length)
const dateTime = zInstant()

export const postSummarySchema = z.object({
  id: z.int(),
  title: zRequiredText(),
  img: zImage(),
  avatar: zUrl(),
  userFullName: zRequiredText(),
  blogPosted: dateTime,
  tags: categoryList,
  excerpt: zText(limits.text),
  commentCount: z.int().check(z.minimum(0))
})
export type PostSummary = z.infer<typeof postSummarySchema>

export const blogListParams = {
  q: text(),
  category: choice(blogCategories, '', { strict: true })
}
export type BlogListParams = Partial<ListValues<typeof blogListParams>>

export const recentPostSchema = z.object({
  id: z.int(),
  title: zRequiredText(),
  img: zImage(),
  createdTime: dateTime
})
export type RecentPost = z.infer<typeof recentPostSchema>

export const sidebarSchema = z.object({
  recentPosts: z.array(recentPostSchema).check(z.maxLength(5)),
  categories: z
    .array(
      z.object({
        category: z.enum(blogCategories),
        icon: z.enum(categoryIcons),
        count: z.int().check(z.minimum(0))
      })
    )
    .check(z.maxLength(blogCategories.length))
})
export type BlogSidebar = z.infer<typeof sidebarSchema>

export const commentSchema = z.object({
  id: z.int(),
  name: zRequiredText(),
  avatar: zUrl(),
  website: zUrl(limits.shortText),
  text: zRequiredText(limits.text),
  createdTime: dateTime
})
export type BlogComment = z.infer<typeof commentSchema>

/** A post as the server keeps it. */
export const postSchema = z.object({
  id: z.int(),
  slug: zSlug(),
  title: zRequiredText(),
  img: zImage(),
  avatar: zUrl(),
  userFullName: zRequiredText(),
  createdTime: dateTime,
  tags: categoryList,
  status: z.enum(postStatuses),
  excerpt: zText(limits.text),
  content: zText(20_000),
  bookmarkCount: z.int().check(z.minimum(0)),
  comments: z.array(commentSchema).check(z.maxLength(500)),
  ...versioned
})
export type Post = z.infer<typeof postSchema>

const detailBlogSchema = z.extend(z.omit(postSchema, { comments: true }), {
  commentCount: z.int().check(z.minimum(0))
})
export const detailSchema = z.object({
  blog: detailBlogSchema,
  comments: z.array(commentSchema).check(z.maxLength(500))
})
export type BlogDetail = z.infer<typeof detailSchema>

export const categoryOptionSchema = z.object({ value: z.enum(blogCategories), label: zRequiredText() })

const distinctValues = (options: { value: string }[]) =>
  new Set(options.map((option) => option.value)).size === options.length

export const editSchema = z.object({
  id: idSchema,
  blogTitle: zRequiredText(),
  slug: zSlug(),
  blogCategories: z
    .array(categoryOptionSchema)
    .check(z.maxLength(blogCategories.length), z.refine(distinctValues, 'unique')),
  status: z.enum(postStatuses),
  excerpt: zText(limits.text),
  content: zText(20_000),
  featuredImage: zImage()
})
export type BlogEdit = z.infer<typeof editSchema>

export const editAnswerSchema = z.extend(editSchema, {
  id: z.int(),
  userFullName: zRequiredText(),
  avatar: zUrl(),
  createdTime: dateTime
})
export type BlogEditAnswer = z.infer<typeof editAnswerSchema>

export const oneParams = z.object({ id: z.optional(idSchema) })

export const saveBody = z.object({ blog: editSchema })
export const postsAnswer = keptArray(postSummarySchema, 'posts')
export const saveAnswer = z.object({ blog: editAnswerSchema })
export type SaveAnswer = Sent<typeof saveAnswer>

export const newCommentSchema = z.object({
  name: zRequiredText(),
  email: zEmail(),
  website: z._default(z.optional(zUrl(limits.shortText)), ''),
  text: zRequiredText(limits.text)
})
export type NewComment = z.input<typeof newCommentSchema>

export const commentBody = z.object({ id: idSchema, comment: newCommentSchema })
export const commentAnswer = z.object({ comment: commentSchema })
export type CommentAnswer = Sent<typeof commentAnswer>

export const categoryLabels: Record<BlogCategory, string> = {
  fashion: 'Fashion',
  food: 'Food',
  gaming: 'Gaming',
  quote: 'Quote',
  video: 'Video'
}

/** The slug a title gives: lower case, accents dropped, words joined by dashes. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, limits.shortText)
}
