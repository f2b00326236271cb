// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'SaaS dashboard',
  intro: ['Types: `src/views/dashboard/saas/contract.ts` (`saasDashboardSchema`).'],
  summaries: { 'GET /dashboard/saas': 'Get the SaaS dashboard' },
  calls: {
    'GET /dashboard/saas': [
      '- Query: `range` (`last-28-days` default, `last-month`, `last-year`).',
      '- Answer: `{range, totals, mrrMovement, plans, cohorts, trials, countries}`: the MRR and its movement (new,',
      '  expansion, contraction, churn) per week, or per month for the last year; subscriptions by plan and the',
      "  monthly retention cohorts are today's whatever the range. Errors: 400 for a range outside the list."
    ]
  }
}
