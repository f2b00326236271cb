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
    'GET /api/datatables/data': 'Search and page the data-table rows'
  },
  calls: {
    'GET /api/datatables/initial-data': ['- Answer: all 100 employees, by id.'],
    'GET /api/datatables/data': [
      '- Query: `q` (on full_name, post, email, age, salary, start_date; any case), `page` (1), `perPage`',
      '  (10), `sort` (`asc`), `sortColumn` (`id`; or full_name, post, email, city, start_date, salary, age).',
      '- Answer: `{allData, invoices, total}`: every employee, the page of matches (the key name is the',
      "  template's) and the count of matches.",
      '- Errors: 400 when `perPage` is over 100 or `q` over 100 characters.'
    ]
  }
}
