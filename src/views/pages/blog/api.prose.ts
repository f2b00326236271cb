// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Blog',
  intro: [
    'Types: `src/views/pages/blog/contract.ts`. A post keeps `{id, slug, title, img, avatar,',
    'userFullName, createdTime, tags, status, excerpt, content, bookmarkCount, comments}`; `tags` from',
    '`fashion, food, gaming, quote, video`; `status` one of `published, pending, draft`; `content` is',
    'HTML (rendered through the sanitizer); `img` a link or a `data:image/(png|jpeg|webp|gif);base64,…`',
    'picture of at most 512 KB. A comment: `{id, name, avatar, website, text, createdTime}` (the e-mail',
    'is checked, never kept).'
  ],
  summaries: {
    'GET /blog/list/data': 'List the blog posts',
    'GET /blog/list/data/sidebar': 'Get the blog sidebar',
    'GET /blog/list/data/detail': 'Get a post with its comments',
    'GET /blog/list/data/edit': "Get a post's edit form",
    'POST /blog/list/data/edit': 'Save a post',
    'POST /blog/list/data/comment': 'Comment on a post'
  },
  calls: {
    'GET /blog/list/data': [
      '- Query: `q` (on the title), `category` (one of the tags; another value: 400).',
      '- Answer: every matching post `{id, title, img, avatar, userFullName, blogPosted, tags, excerpt,',
      '  commentCount}`, newest first. The list pages them in the browser.'
    ],
    'GET /blog/list/data/sidebar': [
      '- Answer: `{recentPosts, categories}`: the four newest posts `{id, title, img, createdTime}`, and',
      '  the five categories `{category, icon, count}` (`icon` a lucide icon name).'
    ],
    'GET /blog/list/data/detail': [
      '- Query: `id` (none: the newest post). Answer: `{blog, comments}`: the post without its comments,',
      '  plus `commentCount`, and its comments in the order they were written. Errors: 400; 404 `Post not',
      '  found`.'
    ],
    'GET /blog/list/data/edit': [
      '- Query: `id` (none: the newest post). Answer: `{id, blogTitle, slug, blogCategories: [{value,',
      '  label}], status, excerpt, content, featuredImage, userFullName, avatar, createdTime}`. Errors:',
      '  400; 404 `Post not found`.'
    ],
    'POST /blog/list/data/edit': [
      '- Body: `{blog}` with `id, blogTitle, slug, blogCategories, status, excerpt, content, featuredImage`',
      '  (all required; `slug` lower-case words joined by dashes). Answer: `{blog}` as the GET answers it.',
      "- Errors: 400 (a slug another post has: `{error: {slug: 'This slug is already in use.'}}`); 404",
      '  `Post not found`.'
    ],
    'POST /blog/list/data/comment': [
      "- Body: `{id, comment: {name, email, website, text}}`; `website` optional (`''` or an http(s)",
      "  address). Answer: **201** `{comment}`, added at the end of that post's comments. Errors: 400 for",
      '  an empty name, e-mail or text; 404 `Post not found`.'
    ]
  }
}
