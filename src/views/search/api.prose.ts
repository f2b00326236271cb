// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Search and bookmarks',
  intro: [
    "Types: `src/views/search/contract.ts`. The navbar's page search is built in the browser from the",
    "app's registered screens; the server holds data (files, contacts) and which pages are bookmarked, by",
    'address (`link`, an in-app path such as `/apps/invoice/list`).'
  ],
  summaries: {
    'GET /api/main-search/data': "Get the search box's entries",
    'GET /api/bookmarks/data': 'List the bookmarks and suggestions',
    'POST /api/bookmarks/update': 'Bookmark or unbookmark a page'
  },
  calls: {
    'GET /api/main-search/data': [
      '- Answer: `{searchArr: [Files, Contacts]}`, each `{groupTitle, searchLimit: 4, data}`: files',
      '  `{title, by, size, file}` and contacts `{title, email, img, date}`. The navbar filters them.'
    ],
    'GET /api/bookmarks/data': [
      "- Answer: `{bookmarks}`: the bookmarked pages' addresses (the app shows them in its page order and",
      '  ignores an address it has no page for).'
    ],
    'POST /api/bookmarks/update': [
      "- Body: `{link}`: toggles the page's bookmark. Answer: `{link, isBookmarked}`: its state after the",
      '  toggle.',
      '- Errors: 400 when `link` is not an in-app path.'
    ]
  }
}
