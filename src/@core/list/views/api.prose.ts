// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Saved views',
  intro: [
    'Types: `src/@core/list/views/views.contract.ts`. A view:',
    '`{id, list, name, isDefault, query, columns, updatedAt}`;',
    "`list` names a list by its page (`apps.user.list`), `query` holds the list's address parameters (filters, search,",
    'sort, page size; at most 30), `columns` the layout `{order, hidden, widths, pinFirst, density}` (at most 40',
    'columns, widths 60 to 800 px, `density` one of `comfortable, compact`). Views belong to the caller: each call',
    "sees only the caller's own (a call with no token, where auth is not enforced, acts for account 1). A user keeps",
    'at most 20 views per list, with names unique per list (trimmed, in any case). A column a list no longer has is',
    'kept in the view and left out by the client, which says so.'
  ],
  summaries: {
    'GET /views': 'List my saved views of a list',
    'POST /views/add': 'Save a view',
    'POST /views/update': 'Rename, change or make default a saved view',
    'DELETE /views/delete': 'Delete a saved view'
  },
  calls: {
    'GET /views': ["- Query: `list`. Answer: `{views}`, the caller's views of that list, oldest first."],
    'POST /views/add': [
      '- Body: `{list, name, query, columns, isDefault?}`. Answer: **201** `{view}`.',
      "- A new default clears the list's other default.",
      '- Errors: 400 for a bad list name, an empty or over-long name (60) or a bad layout; 400',
      '  `A list keeps at most 20 views` (`tooManyViews`); 409 when the list has a view of that name (`taken`).'
    ],
    'POST /views/update': [
      '- Body: `{id, name?, isDefault?, query?, columns?}`. Answer: `{view}`.',
      "- Errors: 400 as for a new view; 404 `View not found` (another user's view too); 409 `taken`."
    ],
    'DELETE /views/delete': [
      '- Query: `id`. Answer: `{}`. Errors: 400 without a whole-number id; 404 `View not found`.'
    ]
  }
}
