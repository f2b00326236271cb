import { expect, it } from 'vitest'
import { missingDemoTexts } from '@tests/demoTexts'
import { createPosts } from './data'

it('has every seed text of the blog in all four languages, the English one equal to the seed', () => {
  const texts = createPosts().flatMap((post) => [
    [`posts.${post.id}.title`, post.title],
    [`posts.${post.id}.excerpt`, post.excerpt],
    [`posts.${post.id}.content`, post.content],
    ...post.comments.map((comment) => [`comments.${comment.id}`, comment.text])
  ])
  expect(missingDemoTexts('blog', Object.fromEntries(texts))).toEqual([])
})
