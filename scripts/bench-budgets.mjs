// Budgets of each route's own chunk (JS gzip, KB = 1000 bytes) for `npm run bench`, by the source
// path of the route's module: the first rule whose prefix matches applies. Add your area's rule
// above the broader ones. Vendor chunks a route pulls are printed beside it, not counted here.

/** @type {{ prefix: string, gzip: number }[]} */
export const routeBudgets = [
  // Email: its own code only; TipTap and react-select are vendor chunks the composer loads lazily.
  { prefix: 'src/views/apps/email/', gzip: 60 },
  { prefix: 'src/views/apps/', gzip: 60 }
]
