import { z } from 'zod/mini'
import { zValues } from '@/utility/contract'
import { blogCategories, categoryLabels, editSchema, type BlogEdit, type BlogEditAnswer } from '../contract'

export const postFormSchema = z.extend(
  z.pick(editSchema, { blogTitle: true, slug: true, status: true, excerpt: true, content: true }),
  {
    categories: zValues(z.enum(blogCategories), blogCategories.length),
    upload: z.nullable(z.instanceof(File))
  }
)
export type PostFormValues = z.infer<typeof postFormSchema>

/** Reads a seed text in the reader's language (useDemoText). */
type DemoText = (key: string, text: string) => string
type SeedText = 'blogTitle' | 'excerpt' | 'content'
const seedKeys: Record<SeedText, string> = { blogTitle: 'title', excerpt: 'excerpt', content: 'content' }
const seedTexts = Object.keys(seedKeys) as SeedText[]

const read = (post: BlogEditAnswer, field: SeedText, demo: DemoText) =>
  demo(`posts.${post.id}.${seedKeys[field]}`, post[field])

/** The form opens on the post as the detail shows it: a seed text in the reader's language. */
export const toPostForm = (post: BlogEditAnswer, demo: DemoText): PostFormValues => ({
  blogTitle: read(post, 'blogTitle', demo),
  slug: post.slug,
  status: post.status,
  excerpt: read(post, 'excerpt', demo),
  content: read(post, 'content', demo),
  categories: post.blogCategories.map((option) => option.value),
  upload: null
})

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })
}

/**
 * What the save call sends: the picture read into a data URL when one was chosen; a seed text left as it
 * opened stays the seed, so the post still reads in every language.
 */
export async function toSaved(
  post: BlogEditAnswer,
  { upload, categories, ...values }: PostFormValues,
  demo: DemoText
): Promise<BlogEdit> {
  const kept = seedTexts.filter((field) => values[field] === read(post, field, demo))
  return {
    id: post.id,
    ...values,
    ...Object.fromEntries(kept.map((field) => [field, post[field]])),
    blogCategories: categories.map((value) => ({ value, label: categoryLabels[value] })),
    featuredImage: upload ? await readAsDataUrl(upload) : post.featuredImage
  }
}
