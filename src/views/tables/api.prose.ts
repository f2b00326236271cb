// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Data tables demo',
  intro: [
    'Types: `src/views/tables/contract.ts`. An employee: `{id, responsive_id, avatar, full_name, post,',
    'email, city, start_date, salary, age, experience, status}`; `start_date` is `YYYY-MM-DD`, `salary`',
    'text such as `"$48,250.00"`, `age` text, `status` 1 to 5 (Current, Professional, Rejected, Resigned,',
    'Applied).'
  ],
  summaries: {
    'GET /api/datatables/initial-data': 'List every data-table row',
    'GET /api/datatables/data': 'Search and page the data-table rows',
    'GET /api/datatables/groups': 'Group the data-table rows with counts, sums and averages',
    'POST /api/datatables/update': 'Change one data-table row (an inline cell edit)',
    'POST /api/datatables/bulk-update': 'Give many data-table rows one status',
    'POST /api/datatables/bulk-delete': 'Delete many data-table rows'
  },
  calls: {
    'GET /api/datatables/initial-data': ['- Answer: all 100 employees, by id.'],
    'GET /api/datatables/data': [
      '- Query: `q` (on full_name, post, email, age, salary, start_date; any case), `page` (1), `perPage`',
      '  (10), `sort` (`asc`), `sortColumn` (`id`; or full_name, post, email, city, start_date, salary, age).',
      '- Answer: `{allData, invoices, total}`: every employee, the page of matches (the key name is the',
      "  template's) and the count of matches.",
      '- Errors: 400 when `perPage` is over 100 or `q` over 100 characters.'
    ],
    'GET /api/datatables/groups': [
      '- Query: `groupBy` (`city`; one or two of city, post, status, comma-joined: office, then position), `aggregate`',
      '  (salary, age: each adds its sum and average), `groupSort` (`key`, `count` or a requested aggregate',
      '  such as `salary.avg`), `sort` (`asc`), `page` and `perPage` (10, at most 50: first-level groups),',
      '  `q` (as the data call), `open` (at most 5 leaf groups whose rows to send, each its key values',
      '  URI-encoded and joined by `/`, e.g. `Lyon/Accountant`).',
      '- Answer: `{groups, total, totals}`: the page of first-level groups, each with its key, `count`,',
      '  `figures` (`{salary: {sum, avg}}`), `rows` (opened only) and, with two columns, its inner groups;',
      '  the count of first-level groups; the count and figures over every matching row.',
      '- Errors: 400 for an unknown or repeated column, more than two, an order by an aggregate not asked',
      '  for, `perPage` over 50 or more than 5 opened groups.'
    ],
    'POST /api/datatables/update': [
      '- Body: `{id, version?}` and any of full_name, post, email, city, salary, age, status, each checked by',
      '  the employee rule (`salary` such as `"$48,250.00"`, `age` two digits, `status` 1 to 5).',
      '- Answer: `{employee}`: the row as it is now, its `version` raised.',
      '- Errors: 400 naming the first field that breaks its rule, 404 for an unknown id, 409 when `version`',
      '  is not the current one.'
    ],
    'POST /api/datatables/bulk-update': [
      '- Body: `{selection, change}`: `selection` is `{ids}` (1 to 100 ids) or `{matching, except?}`, the',
      "  list's query (`q`; at most 1000 rows) less up to 100 ids; `change` is `{status}` (1 to 5).",
      '- Answer: `{done, failed, entry}`: the ids changed, and per refused row `{id, code, error}`, left as it',
      '  was (an id no row has: `notFound`); `entry` undoes the call (`POST /apps/activity/entries/{entry}/undo`).',
      '- Errors: 400 for a bad selection, query or status, or more than 1000 rows (`tooBig`).'
    ],
    'POST /api/datatables/bulk-delete': [
      '- Body: `{selection}` as for bulk-update. Every selected row is deleted; an id no row has is refused',
      '  per row (`notFound`). Answer: `{done, failed, entry}` as for bulk-update. Errors: 400 as for bulk-update.'
    ]
  }
}
