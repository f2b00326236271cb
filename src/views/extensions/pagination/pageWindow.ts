/** The pages a pager shows around `page`: the first, the last and `siblings` either side, with gaps as null. */
export function pageWindow(page: number, pages: number, siblings = 1): (number | null)[] {
  const shown = new Set([1, pages])
  for (let number = page - siblings; number <= page + siblings; number++) {
    if (number >= 1 && number <= pages) shown.add(number)
  }
  const sorted = [...shown].sort((a, b) => a - b)
  return sorted.flatMap((number, index) =>
    index > 0 && number - sorted[index - 1]! > 1 ? [null, number] : [number]
  )
}
