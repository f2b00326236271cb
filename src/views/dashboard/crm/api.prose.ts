// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'CRM dashboard',
  intro: ['Types: `src/views/dashboard/crm/contract.ts` (`crmDashboardSchema`).'],
  summaries: { 'GET /dashboard/crm': 'Get the CRM dashboard' },
  calls: {
    'GET /dashboard/crm': [
      '- Query: `range` (`last-28-days` default, `last-month`, `last-year`).',
      '- Answer: `{range, totals, pipeline, wonLost, salesPeople, leadSources, activity, openDeals}`: the open',
      "  deals and the pipeline by stage are today's whatever the range; the rest covers the range (`wonLost` per",
      '  week, or per month for the last year). Errors: 400 for a range outside the list.'
    ]
  }
}
