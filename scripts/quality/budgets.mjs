// Load budgets at 4x CPU (a mid-range phone): the "good" thresholds of Web Vitals for LCP and total blocking time,
// and one long task short enough that a tap during the load still answers within a frame budget's reach.
export const loadBudgets = { axe: 0, lcp: 2500, tbt: 200, longestTask: 250 }
