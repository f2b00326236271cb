// Budgets of each route's own chunk (JS gzip, KB = 1000 bytes) for `npm run bench`, by the source
// path of the route's module: the first rule whose prefix matches applies. Add your area's rule
// above the broader ones. Vendor chunks a route pulls are printed beside it, not counted here.

/** @type {{ prefix: string, gzip: number }[]} */
export const routeBudgets = [
  { prefix: 'src/views/apps/ecommerce/', gzip: 60 },
  { prefix: 'src/views/apps/kanban/', gzip: 60 },
  // The icon page's grid holds the whole lucide set (its own chunk, loaded by that route alone).
  // Since the build keeps strict execution order (vite.config.ts), each of its ~2,100 icon modules
  // carries a small init wrapper: 178 -> 215 KB.
  { prefix: 'src/views/ui/elements/icons/IconBrowser', gzip: 225 },
  { prefix: 'src/views/ui/', gzip: 40 },
  // Email: its own code only; TipTap and react-select are vendor chunks the composer loads lazily.
  { prefix: 'src/views/apps/email/', gzip: 60 },
  { prefix: 'src/views/dashboard/', gzip: 60 },
  { prefix: 'src/views/cards/', gzip: 60 },
  // Known exception: Recharts (~110 KB gzip) is inlined into its one route's chunk; grouping it into
  // a chunk of its own broke it at run time (see vite.config.ts). Own code of the page: ~9 KB.
  // Strict execution order's module wrappers made it 119 -> 129 KB.
  { prefix: 'src/views/charts/recharts/', gzip: 135 },
  { prefix: 'src/views/charts/', gzip: 60 },
  { prefix: 'src/views/apps/', gzip: 60 }
]
