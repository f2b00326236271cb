import { useEffect, useState, type KeyboardEvent } from 'react'
import type { SearchPageItem } from './pages'
import type { SearchOption } from './results'
import { isModShortcut } from '@core/app/shortcuts'

interface Actions {
  open: (option: SearchOption) => void
  toggleBookmark: (page: SearchPageItem) => void
}

export function useSearchKeys(options: SearchOption[], { open, toggleBookmark }: Actions) {
  const [highlighted, setHighlighted] = useState<string | null>(null)
  // The first result is highlighted until the user moves: Enter right after typing opens it.
  const active = options.find((option) => option.id === highlighted) ?? options[0] ?? null

  useEffect(() => {
    // jsdom has no scrollIntoView; browsers keep the highlighted row in sight.
    if (active) document.getElementById(active.id)?.scrollIntoView?.({ block: 'nearest' })
  }, [active])

  function move(step: number) {
    if (options.length === 0) return
    const index = active ? options.indexOf(active) : -1
    setHighlighted(options[(index + step + options.length) % options.length].id)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter' && active) {
      event.preventDefault()
      open(active)
    } else if (isModShortcut(event, 'b') && active?.kind === 'page') {
      event.preventDefault() // the browser's own Ctrl+B (bookmarks sidebar, bold) would fire too
      toggleBookmark(active.item)
    }
  }

  return { active, setHighlighted, onKeyDown }
}
