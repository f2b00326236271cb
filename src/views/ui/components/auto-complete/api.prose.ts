// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Auto-complete demo',
  intro: [],
  summaries: {
    'GET /api/autocomplete/data': "List the auto-complete demo's film titles"
  },
  calls: {
    'GET /api/autocomplete/data': [
      '- Answer: `{autoComplete}`: 100 film titles `{id, title, rank}`, by rank (`rank` as text). The demo',
      '  filters them in the browser.'
    ]
  }
}
