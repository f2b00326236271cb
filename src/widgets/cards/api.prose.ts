// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Dashboard cards',
  intro: [
    'Types and the answer of each card: `src/widgets/cards/contract.ts` (`analyticsSchemas`,',
    '`statisticsCardSchema`).'
  ],
  summaries: {
    'GET /card/card-analytics/{name}': 'Get one analytics card',
    'GET /card/card-statistics/{name}': 'Get one statistics card'
  },
  calls: {
    'GET /card/card-analytics/{name}': [
      '- `name`: `support-tracker, avg-sessions, revenue-report, goal-overview, revenue, product-orders,',
      '  sessions-device, customers`.',
      '- Query: `range` (`last-28-days` default, `last-month`, `last-year`; read by support-tracker,',
      '  avg-sessions, product-orders, sessions-device and customers), `year` (`2020` default, `2019`,',
      '  `2018`; read by revenue-report).',
      "- Answer: that card's data. Errors: 400 for a range or year outside the lists; 404 `Card not found`."
    ],
    'GET /card/card-statistics/{name}': [
      '- `name`: `orders-bar-chart, profit-line-chart, subscribers, revenue, sales, orders, site-traffic,',
      '  active-users, newsletter`.',
      '- Answer: `{series: [{name, data}], analyticsData: {key, value, growth}}`. Errors: 404 `Card not found`.'
    ]
  }
}
