// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Logistics dashboard',
  intro: ['Types: `src/views/dashboard/logistics/contract.ts` (`logisticsDashboardSchema`).'],
  summaries: { 'GET /dashboard/logistics': 'Get the logistics dashboard' },
  calls: {
    'GET /dashboard/logistics': [
      '- Query: `range` (`last-28-days` default, `last-month`, `last-year`).',
      '- Answer: `{range, totals, performance, delays, vehicles, route, orders}`: deliveries on time and late per week',
      '  (per month for the last year) and the reasons for delay cover the range; the shipments on route, the',
      "  vehicles, today's route and the orders are today's whatever the range.",
      '- Errors: 400 for a range outside the list.'
    ]
  }
}
