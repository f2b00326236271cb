import { useState } from 'react'

export function usePager(pages: number, initial = 1) {
  const [page, setPage] = useState(initial)
  const go = (to: number) => setPage(Math.min(pages, Math.max(1, to)))
  return { page, go, pages, first: page === 1, last: page === pages }
}
