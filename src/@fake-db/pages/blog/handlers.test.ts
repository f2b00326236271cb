import { describe, expect, it } from 'vitest'
import { call, expectRefused, freshMockPerTest } from '@tests/mockApi'
import type {
  BlogDetail,
  BlogEditAnswer,
  BlogSidebar,
  CommentAnswer,
  PostSummary,
  SaveAnswer
} from '@/views/pages/blog/contract'

const list = async (params: Record<string, unknown> = {}) =>
  (await call<PostSummary[]>('get', '/blog/list/data', { params })).body
const detail = async (id?: number) =>
  (await call<BlogDetail>('get', '/blog/list/data/detail', { params: { id } })).body
const editData = async (id?: number) =>
  (await call<BlogEditAnswer>('get', '/blog/list/data/edit', { params: { id } })).body
const save = (data: unknown) => call<SaveAnswer>('post', '/blog/list/data/edit', { data })
const comment = (data: unknown) => call<CommentAnswer>('post', '/blog/list/data/comment', { data })
const everything = async () => Promise.all((await list()).map((row) => detail(row.id)))

const goodComment = { name: 'Rosa Lind', email: 'rosa@example.com', website: '', text: 'Lovely read.' }

freshMockPerTest()

describe('GET /blog/list/data', () => {
  it('lists eight or more posts, newest first, over every category', async () => {
    const rows = await list()
    expect(rows.length).toBeGreaterThanOrEqual(8)
    const times = rows.map((row) => Date.parse(row.blogPosted))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(new Set(rows.flatMap((row) => row.tags))).toEqual(
      new Set(['fashion', 'food', 'gaming', 'quote', 'video'])
    )
    const first = rows[0]!
    expect(first).toMatchObject({ userFullName: expect.any(String), excerpt: expect.any(String) })
    expect(first.commentCount).toBe((await detail(first.id)).comments.length)
  })

  it('searches the title only, trimmed and case-insensitive', async () => {
    expect((await list({ q: '  SOURDOUGH ' })).map((row) => row.title)).toEqual([
      'Rye sourdough, start to finish in a small kitchen'
    ])
    expect(await list({ q: 'Luca Bianchi' })).toEqual([])
  })

  it('keeps the posts of a category; an unknown category is refused', async () => {
    const gaming = await list({ category: 'gaming' })
    expect(gaming.length).toBeGreaterThan(1)
    expect(gaming.every((row) => row.tags.includes('gaming'))).toBe(true)
    const { status, body } = await call<{ error: string }>('get', '/blog/list/data', {
      params: { category: 'sports' }
    })
    expect(status).toBe(400)
    expect(body.error).toMatch(/^category must be one of/)
  })
})

describe('GET /blog/list/data/sidebar', () => {
  it('gives the four newest posts and the five categories with icons and counts', async () => {
    const { body } = await call<BlogSidebar>('get', '/blog/list/data/sidebar')
    expect(body.recentPosts.map((row) => row.id)).toEqual((await list()).slice(0, 4).map((row) => row.id))
    expect(body.categories.map((row) => [row.category, row.icon])).toEqual([
      ['fashion', 'Shirt'],
      ['food', 'Utensils'],
      ['gaming', 'Gamepad2'],
      ['quote', 'Quote'],
      ['video', 'Video']
    ])
    expect(body.categories[2]!.count).toBe((await list({ category: 'gaming' })).length)
  })
})

describe('GET /blog/list/data/detail and /edit', () => {
  it('opens a post with its content and comments, or the first post without an id', async () => {
    const second = await detail(2)
    expect(second.blog).toMatchObject({ id: 2, commentCount: second.comments.length })
    expect(second.blog.content).toContain('<ol><li>')
    expect((await detail()).blog.id).toBe(1)
    expect(await editData(3)).toMatchObject({
      id: 3,
      blogTitle: 'Why we still play couch co-op games',
      slug: 'why-we-still-play-couch-co-op',
      blogCategories: [{ value: 'gaming', label: 'Gaming' }],
      status: 'published'
    })
    expect((await editData()).id).toBe(1)
  })

  it('answers 404 for an unknown post and 400 for a malformed id', async () => {
    for (const url of ['/blog/list/data/detail', '/blog/list/data/edit']) {
      const missing = await call<{ error: string }>('get', url, { params: { id: 999 } })
      expect(missing).toEqual({ status: 404, body: { error: 'Post not found', code: 'notFound' } })
      expect((await call('get', url, { params: { id: 'abc' } })).status).toBe(400)
    }
  })
})

describe('POST /blog/list/data/edit', () => {
  const changed = async () => ({
    ...(await editData(2)),
    blogTitle: 'Rye bread for beginners',
    slug: 'rye-bread-for-beginners',
    blogCategories: [
      { value: 'food', label: 'Food' },
      { value: 'video', label: 'Video' }
    ],
    status: 'draft',
    content: '<p>New text</p>'
  })

  it('saves the post: the list, the detail and the edit data show the change', async () => {
    const { status, body } = await save({ blog: await changed() })
    expect(status).toBe(200)
    expect(body.blog).toMatchObject({ id: 2, blogTitle: 'Rye bread for beginners', status: 'draft' })
    const shown = await detail(2)
    expect(shown.blog).toMatchObject({ title: 'Rye bread for beginners', tags: ['food', 'video'] })
    expect(shown.blog.content).toBe('<p>New text</p>')
    expect((await list({ q: 'beginners' })).map((row) => row.id)).toEqual([2])
  })

  it('keeps an uploaded picture sent as a data URL', async () => {
    const featuredImage = 'data:image/png;base64,iVBORw0KGgo='
    expect((await save({ blog: { ...(await changed()), featuredImage } })).status).toBe(200)
    expect((await detail(2)).blog.img).toBe(featuredImage)
  })

  it('refuses bad input and unknown posts, changing nothing', async () => {
    const good = await changed()
    const refusals: [unknown, number, RegExp][] = [
      [{ blog: { ...good, blogTitle: '  ' } }, 400, /^blog\.blogTitle is required/],
      [{ blog: { ...good, slug: 'Not A Slug' } }, 400, /^blog\.slug is not valid/],
      [{ blog: { ...good, slug: 'capsule-wardrobe-for-a-northern-winter' } }, 400, /slug is already in use/],
      [{ blog: { ...good, status: 'live' } }, 400, /^blog\.status must be one of/],
      [{ blog: { ...good, blogCategories: [{ value: 'sports', label: 'Sports' }] } }, 400, /blogCategories/],
      [{ blog: { ...good, featuredImage: 'javascript:alert(1)' } }, 400, /featuredImage/],
      [{ blog: { ...good, featuredImage: 'data:text/html,<b>x</b>' } }, 400, /featuredImage/],
      [{ blog: { ...good, id: 999 } }, 404, /^Post not found$/],
      ['not json', 400, /JSON object/]
    ]
    for (const [data, status, message] of refusals)
      await expectRefused(() => save(data), everything, status, message)
  })
})

describe('POST /blog/list/data/comment', () => {
  it('adds the comment to the post and answers 201 with it', async () => {
    const before = await detail(3)
    const { status, body } = await comment({ id: 3, comment: { ...goodComment, name: ' Rosa Lind ' } })
    expect(status).toBe(201)
    expect(body.comment).toMatchObject({ name: 'Rosa Lind', text: 'Lovely read.', website: '' })
    expect(body.comment).not.toHaveProperty('email')
    const after = await detail(3)
    expect(after.comments).toEqual([...before.comments, body.comment])
    expect(after.blog.commentCount).toBe(before.blog.commentCount + 1)
    const ids = (await everything()).flatMap((post) => post.comments.map((each) => each.id))
    expect(body.comment.id).toBe(Math.max(...ids))
  })

  it('refuses an empty name, e-mail or text, a bad e-mail and an unknown post, changing nothing', async () => {
    const refusals: [unknown, number, RegExp][] = [
      [{ id: 3, comment: { ...goodComment, name: '' } }, 400, /^comment\.name is required/],
      [{ id: 3, comment: { ...goodComment, email: ' ' } }, 400, /^comment\.email is required/],
      [{ id: 3, comment: { ...goodComment, text: '' } }, 400, /^comment\.text is required/],
      [{ id: 3, comment: { ...goodComment, email: 'rosa' } }, 400, /^comment\.email must be an e-mail/],
      [{ id: 3, comment: { ...goodComment, website: 'javascript:alert(1)' } }, 400, /^comment\.website/],
      [{ id: 3 }, 400, /^comment is required/],
      [{ comment: goodComment }, 400, /^id is required/],
      [{ id: 999, comment: goodComment }, 404, /^Post not found$/]
    ]
    for (const [data, status, message] of refusals)
      await expectRefused(() => comment(data), everything, status, message)
  })
})
