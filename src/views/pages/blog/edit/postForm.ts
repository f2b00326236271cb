import { z } from 'zod'
import { zValues } from '@/utility/contract'
import { blogCategories, categoryLabels, editSchema, type BlogEdit, type BlogEditAnswer } from '../contract'

export const postFormSchema = editSchema
  .pick({ blogTitle: true, slug: true, status: true, excerpt: true, content: true })
  .extend({
    categories: zValues(z.enum(blogCategories), blogCategories.length),
    upload: z.instanceof(File).nullable()
  })
export type PostFormValues = z.infer<typeof postFormSchema>

export const toPostForm = (post: BlogEditAnswer): PostFormValues => ({
  blogTitle: post.blogTitle,
  slug: post.slug,
  status: post.status,
  excerpt: post.excerpt,
  content: post.content,
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

/** What the save call sends: the picture read into a data URL when one was chosen. */
export async function toSaved(
  id: number,
  current: string,
  { upload, categories, ...values }: PostFormValues
): Promise<BlogEdit> {
  return {
    id,
    ...values,
    blogCategories: categories.map((value) => ({ value, label: categoryLabels[value] })),
    featuredImage: upload ? await readAsDataUrl(upload) : current
  }
}
