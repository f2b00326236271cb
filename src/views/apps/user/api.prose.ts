// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Users',
  intro: [
    'Types: `src/views/apps/user/contract.ts`. A user: `{id, fullName, username, email, company, country,',
    'contact, role, currentPlan, status, billing, avatar, avatarColor}`; `role` is one of `admin, author,',
    'editor, maintainer, subscriber` (data only: it grants nothing), `currentPlan` one of `basic, team,',
    'company, enterprise`, `status` one of `active, pending, inactive`, `billing` one of `Auto Debit,',
    'Manual - Credit Card, Manual - Paypal, Manual - Cash`, `avatarColor` one of `primary, success,',
    'danger, warning, info, secondary`. Texts are short texts, `avatar` a long one (`""`: initials).'
  ],
  summaries: {
    'GET /api/users/list/all-data': 'List every user',
    'GET /api/users/list/data': 'Search, filter and page the users',
    'GET /api/users/user': 'Get one user',
    'POST /apps/users/add-user': 'Create a user',
    'POST /apps/users/update-user': 'Change a user',
    'DELETE /apps/users/delete': 'Delete a user',
    'POST /apps/users/bulk-delete': 'Delete many users',
    'POST /apps/users/bulk-update': 'Set the role, plan or status of many users'
  },
  calls: {
    'GET /api/users/list/all-data': [
      '- Answer: every user, unfiltered (the head counts of the list screen).'
    ],
    'GET /api/users/list/data': [
      '- Query: `q` (on email, fullName, billing), `role`, `currentPlan`, `status` (exact when not empty),',
      '  `page` (1), `perPage` (10), `sort` (`asc`), `sortColumn` (`fullName`; any field of a user but',
      '  `avatar`).',
      '- Answer: `{total, users}`; `total` counts every match.'
    ],
    'GET /api/users/user': [
      '- Query: `id`. Answer: `{user}`. Errors: 400 without a whole-number id; 404 `User not found`.'
    ],
    'POST /apps/users/add-user': [
      "- Body: the user's fields; `fullName`, `username` and `email` required, the rest optional. Defaults:",
      '  texts `""`, role `subscriber`, plan `basic`, status `pending`, billing `Auto Debit`, a colour from',
      '  the new id.',
      '- Answer: **201** `{user}`.',
      '- Errors: 400 per the rules above; 400 `{error: {email?: "This email is already in use.", username?:',
      '  "This username is already in use."}}` when another user has them (compared without regard to case).'
    ],
    'POST /apps/users/update-user': [
      '- Body: `{id, ...fields}`: the fields to replace. Answer: `{user}`.',
      "- Errors: 400 as for add (keeping one's own e-mail is no conflict); 404 `User not found`."
    ],
    'DELETE /apps/users/delete': ['- Query: `id`. Answer: `{}`. Errors: 400; 404 `User not found`.'],
    'POST /apps/users/bulk-delete': [
      "- Body: `{selection}`: `{ids}` (1 to 100 ids) or `{matching, except?}`, the list's query as its",
      '  address writes it (paging ignored; at most 1000 rows) less up to 100 ids. Answer: `{done, failed}`:',
      '  the ids changed, and per refused row `{id, code, error}` (that row is left as it was; an id no',
      '  row has: `notFound`).',
      '- Errors: 400 for a bad selection or query, or more than 1000 matching rows (`tooBig`).'
    ],
    'POST /apps/users/bulk-update': [
      '- Body: `{selection, change}`; `selection` as for bulk-delete, `change` one or more of `role`,',
      '  `currentPlan`, `status`. Answer: `{done, failed}` as for bulk-delete.',
      '- Errors: 400 as for bulk-delete, or for an empty change or a value out of its list.'
    ]
  }
}
