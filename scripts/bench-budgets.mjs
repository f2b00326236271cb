// Budgets of each route's own chunk (JS gzip, KB = 1000 bytes) for `npm run bench`, by the source
// path of the route's module: the first rule whose prefix matches applies. Add your area's rule
// above the broader ones. Vendor chunks a route pulls are printed beside it, not counted here.

/** @type {{ prefix: string, gzip: number }[]} */
export const routeBudgets = [
  { prefix: 'src/views/dashboard/', gzip: 60 },
  { prefix: 'src/views/cards/', gzip: 60 },
  // Known exception: Recharts (~110 KB gzip) is inlined into its one route's chunk; grouping it into
  // a chunk of its own broke it at run time (see vite.config.ts). Own code of the page: ~9 KB.
  { prefix: 'src/views/charts/recharts/', gzip: 125 },
  { prefix: 'src/views/charts/', gzip: 60 },
  { prefix: 'src/views/apps/', gzip: 60 }
]
