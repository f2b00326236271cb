// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Select demo',
  intro: ['Types: `src/views/forms/elements/select/contract.ts`.'],
  summaries: {
    'GET /api/select/data': "Search the select demo's options"
  },
  calls: {
    'GET /api/select/data': [
      '- Query: `query` (optional, at most 120 characters).',
      '- Answer: an array of options `{id, value, label}` whose `value` contains the trimmed `query`, in',
      "  any case (all 100 without one). The form elements' async select asks it as the user types.",
      '- Errors: 400 when `query` is not one text of at most 120 characters.'
    ]
  }
}
