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
    'DELETE /apps/users/delete': 'Delete a user'
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
    'DELETE /apps/users/delete': ['- Query: `id`. Answer: `{}`. Errors: 400; 404 `User not found`.']
  }
}
