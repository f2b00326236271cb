/** The new area's words in docs/api.md and docs/openapi.json; `npm run api:docs` adds each call's input, answer and errors. */

export const prose = ({
  kebab,
  camel,
  label,
  one
}) => `// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: '${label}',
  intro: ['Types: \`src/views/apps/${kebab}/contract.ts\`. A ${one.words}: \`{id, title, details}\`.'],
  summaries: {
    'GET /api/${kebab}/list': 'Search and page the list',
    'POST /api/${kebab}/add': 'Create a ${one.words}'
  },
  calls: {
    'GET /api/${kebab}/list': [
      '- Query: \`q\` (on title and details), \`page\` (1), \`perPage\` (10), \`sort\` (\`desc\`),',
      '  \`sortColumn\` (\`id\`; or \`title\`).',
      '- Answer: \`{total, ${camel}}\`; \`total\` counts every match.'
    ],
    'POST /api/${kebab}/add': [
      '- Body: \`{title, details}\`; \`title\` required. Answer 201: \`{${one.camel}}\` with its new \`id\`.',
      "- Errors: 400 with the field's words when the body does not match."
    ]
  }
}
`
