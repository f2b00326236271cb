// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'API keys',
  intro: [
    'Types: `src/views/pages/api-key/contract.ts`. A key: `{id, name, access, key, createdAt}`; `access`',
    'is one of `full, read-only, write-only`, `key` a secret written `nl_live_` or `nl_test_` and 32',
    'letters or digits, `createdAt` an ISO date-time. An account keeps at most 50 keys.'
  ],
  summaries: {
    'GET /api-key/data': 'List the API keys',
    'POST /api-key/add': 'Create an API key',
    'DELETE /api-key/delete': 'Delete an API key'
  },
  calls: {
    'GET /api-key/data': ['- Answer: every key, newest first.'],
    'POST /api-key/add': [
      '- Body: `{name, access}`: `name` a short text, required (trimmed).',
      '- Answer: **201** `{key}`: the new key, with a fresh `key` string.',
      '- Errors: 400 for an empty name or an unknown access; 400 `An account keeps at most 50 keys`',
      '  (`tooManyKeys`).'
    ],
    'DELETE /api-key/delete': [
      '- Query: `id`. Answer: `{}`. Errors: 400 without a whole-number id; 404 `Key not found`.'
    ]
  }
}
