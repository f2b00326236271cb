import { flushSync } from 'react-dom'

const calm = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** Runs a visual change in a view transition (a short cross-fade) where the browser has them and motion is welcome. */
export function withViewTransition(update: () => void): void {
  if (typeof document.startViewTransition !== 'function' || calm()) return update()
  document.startViewTransition(() => flushSync(update))
}
