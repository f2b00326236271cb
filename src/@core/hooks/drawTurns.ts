// Heavy drawings (charts, data tables) draw one per task: a page of them never holds the main thread long.
import { startTransition, useEffect, useState } from 'react'

type Start = () => void

const waiting: Start[] = []
let holder: Start | null = null

function grantNext() {
  if (holder || waiting.length === 0) return
  holder = waiting.shift()!
  holder()
}

/** Queues `start`; it runs in a task of its own once every earlier turn is over. */
export function requestTurn(start: Start): void {
  if (holder === start || waiting.includes(start)) return
  waiting.push(start)
  setTimeout(grantNext)
}

/** Ends `start`'s turn, or takes it out of the queue; the next one starts in a later task. */
export function endTurn(start: Start): void {
  const index = waiting.indexOf(start)
  if (index >= 0) waiting.splice(index, 1)
  if (holder !== start) return
  holder = null
  setTimeout(grantNext)
}

const nearViewport = { rootMargin: '25% 0px' }

/**
 * Whether the drawing in `node` may draw: once it nears the viewport (charts) or at once (`whenNear` false), in
 * its turn. Without IntersectionObserver (tests in jsdom) it draws at once.
 * `drawn` ends its turn: pass true once the drawing is on the page.
 */
export function useDrawTurn(node: HTMLElement | null, drawn: boolean, whenNear = true): boolean {
  const [granted, setGranted] = useState(() => typeof IntersectionObserver === 'undefined')
  // At transition priority, so React renders the drawing in slices too.
  const [start] = useState<Start>(() => () => startTransition(() => setGranted(true)))
  useEffect(() => {
    if (granted || !node) return
    if (!whenNear) {
      requestTurn(start)
      return
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return
      observer.disconnect()
      requestTurn(start)
    }, nearViewport)
    observer.observe(node)
    return () => observer.disconnect()
  }, [granted, node, start, whenNear])
  useEffect(() => {
    if (granted && drawn) endTurn(start)
  }, [granted, drawn, start])
  useEffect(() => () => endTurn(start), [start])
  return granted
}
