// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Sweet Alert demo',
  intro: ['Types: `src/views/extensions/sweet-alert/contract.ts`.'],
  summaries: {
    'GET /api/extensions/team-member': 'Look a team member up by name'
  },
  calls: {
    'GET /api/extensions/team-member': [
      '- Query: `name` (required, trimmed, 1 to 60 characters): a full name or a first name, in any case.',
      "- Answer: `{member}`: the demo team's person `{id, name, avatar, color}`. The alert's loader waits",
      '  for it.',
      '- Errors: 400 when `name` is missing, blank, too long or repeated; 404 `Team member not found`.'
    ]
  }
}
