// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Roles and permissions',
  intro: [
    'Types: `src/views/apps/roles/contract.ts`. A permission: `{id, name, assignedTo, createdDate,',
    'isCore?}`; `assignedTo` lists role names, `createdDate` is written `14 Apr 2021, 8:43 PM` (local',
    'time). A role: `{id, name, permissions, userCount, avatars}`; `permissions` holds each module once',
    'as `{module, read, write, create}` (modules `userManagement, contentManagement, disputesManagement,',
    'databaseManagement, financialManagement, reporting, apiControl, repositoryManagement, payroll`),',
    '`avatars` some of its people `{name, avatar, color}`. Seeded roles: `administrator, manager, user,',
    'support, restricted-user`. Names of permissions and of roles are unique without regard to case: 400',
    '`{error: {name: "This name is already in use."}}`.',
    '',
    'A signed-in account that holds a role may do what its stored permissions grant, on the CASL subjects',
    'of each module: `read` reads, `write` updates and deletes, `create` creates (plus `read Auth` for every',
    "role). The grants are read on every call, so a role changed here counts from the caller's next call,",
    "and the sign-in answer's `ability` lists them; a deleted role grants only `read Auth`."
  ],
  summaries: {
    'GET /apps/permissions/data': 'Search and page the permissions',
    'POST /apps/permissions/add-permission': 'Create a permission',
    'POST /apps/permissions/update-permission': 'Change a permission',
    'DELETE /apps/permissions/delete': 'Delete a permission',
    'POST /apps/permissions/bulk-delete': 'Delete many permissions',
    'POST /apps/permissions/bulk-update': 'Give a role to, or take it from, many permissions',
    'GET /apps/roles/data': 'List the roles',
    'POST /apps/roles/add-role': 'Create a role',
    'POST /apps/roles/update-role': 'Change a role',
    'DELETE /apps/roles/delete': 'Delete a role',
    'GET /apps/roles/accounts': 'List the sign-in accounts and their roles',
    'POST /apps/roles/assign-role': 'Give an account a role, or its own access back'
  },
  calls: {
    'GET /apps/permissions/data': [
      '- Query: `q` (on the name or the created date), `assignedTo` (a role name: the permissions assigned',
      '  to it), `page` (1), `perPage` (10), `sortColumn` (`position` = stored order, newest added first;',
      '  `name`; `createdDate`), `sort` (`asc`).',
      '- Answer: `{params, allData, total, permissions}`: the parameters as read, every permission, the',
      '  count of matches and the page.'
    ],
    'POST /apps/permissions/add-permission': [
      '- Body: `{permission: {name, isCore?}}`. The new permission gets the next id, `assignedTo:',
      '  ["administrator"]` and the current time, and goes to the front. Answer: **201** `{permission}`.',
      '- Errors: 400 for an empty or taken name.'
    ],
    'POST /apps/permissions/update-permission': [
      '- Body: `{id, name}`: renames. Answer: **201** `{permission}`. Errors: 400; 404 `Permission not found`.'
    ],
    'DELETE /apps/permissions/delete': [
      '- Query: `id`. Answer: `{}`. Errors: 400; 404 `Permission not found`.'
    ],
    'POST /apps/permissions/bulk-delete': [
      "- Body: `{selection}`: `{ids}` (1 to 100 ids) or `{matching, except?}`, the list's query as its",
      '  address writes it (paging ignored; at most 1000 rows) less up to 100 ids. Answer: `{done, failed,',
      '  entry?}`: the ids deleted, per refused row `{id, code, error}` (left as it was; an id no row has:',
      '  `notFound`), and the activity entry whose undo puts the deleted rows back.',
      '- Errors: 400 for a bad selection or query, or more than 1000 matching rows (`tooBig`).'
    ],
    'POST /apps/permissions/bulk-update': [
      '- Body: `{selection, change: {role, assigned}}`; `selection` as for bulk-delete; `assigned: true`',
      '  gives the role (by name, any case) to every selected permission, `false` takes it away. Answer as',
      '  for bulk-delete.',
      '- Errors: 400 as for bulk-delete, or `oneOf` on `change.role` when no role has that name.'
    ],
    'GET /apps/roles/data': ['- Answer: every role, in stored order.'],
    'POST /apps/roles/add-role': [
      '- Body: `{role: {name, permissions}}`; a module left out of `permissions` grants nothing. Answer:',
      '  **201** `{role}` with the next id, no users. Errors: 400 for an empty or taken name, a module twice.'
    ],
    'POST /apps/roles/update-role': [
      '- Body: `{role: {id, name?, permissions?}}`. Answer: `{role}` merged; a new name replaces the old',
      "  one in every permission's `assignedTo`. Errors: 400 as for add; 404 `Role not found`."
    ],
    'DELETE /apps/roles/delete': [
      "- Query: `id`. The role also leaves every permission's `assignedTo`. Answer: `{}`. Errors: 400; 404",
      '  `Role not found`.'
    ],
    'GET /apps/roles/accounts': [
      '- Answer: `{accounts}`, each `{id, fullName, email, role, roleId}`: `roleId` is the role of this app the',
      "  account holds, or `null` when its own seeded access (`role`, the sign-in answer's `ability`) applies."
    ],
    'POST /apps/roles/assign-role': [
      '- Body: `{accountId, roleId}`; `roleId: null` gives the account its own access back. From its next call',
      "  the account may do what the role grants. Answer: `{account}`. Errors: 400; 403 for the caller's own",
      '  account (nobody changes their own role); 404 `Account not found` or `Role not found`.'
    ]
  }
}
