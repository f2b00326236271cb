/** The page numbers a pager shows: the first, the last and the pages around the current one, a gap as `null`. */
export function pageWindow(page: number, pages: number, around = 1): (number | null)[] {
  if (pages <= 5 + 2 * around) return Array.from({ length: pages }, (_, index) => index + 1)
  const shown = new Set([1, pages])
  for (let near = page - around; near <= page + around; near++)
    if (near >= 1 && near <= pages) shown.add(near)
  const sorted = [...shown].sort((a, b) => a - b)
  return sorted.flatMap((number, index) => {
    const previous = sorted[index - 1]
    if (previous === undefined || number === previous + 1) return [number]
    // A gap of one page shows that page rather than an ellipsis standing for it.
    return number === previous + 2 ? [previous + 1, number] : [null, number]
  })
}

/** Which items a page of `perPage` shows out of `count`, for a pager's status ("21–40 of 57"). */
export function pageRange(page: number, perPage: number, count: number) {
  return { from: (page - 1) * perPage + 1, to: Math.min(page * perPage, count), count }
}
