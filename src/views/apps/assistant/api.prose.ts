// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Assistant',
  intro: [
    'Types: `src/views/apps/assistant/contract.ts`. The assistant acts through the calls above: each one is a',
    'tool named like its OpenAPI `operationId`, described by its summary, its input (`{path, query, body}`)',
    'and its answer as JSON Schema. A call that changes data waits for the user to approve it.'
  ],
  summaries: {
    'GET /apps/assistant/tools': 'List the tools the signed-in user may call'
  },
  calls: {
    'GET /apps/assistant/tools': [
      "- Answer: `{tools}`, the calls the caller's permissions allow (a client gets none of the admin's), each",
      '  `{name, summary, method, path, writes, input, answer}`. Any signed-in user may ask.'
    ]
  }
}
