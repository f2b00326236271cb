import { flushSync } from 'react-dom'

const calm = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** True where the browser has view transitions and the user has not asked for reduced motion. */
export function transitionsWelcome(): boolean {
  return typeof document.startViewTransition === 'function' && !calm()
}

/** A route change's option for a link or `navigate`: a view transition where welcome. */
export function routeTransition(): { viewTransition: boolean } {
  return { viewTransition: transitionsWelcome() }
}

/** Runs a visual change in a view transition (a short cross-fade) where the browser has them and motion is welcome. */
export function withViewTransition(update: () => void): void {
  if (!transitionsWelcome()) return update()
  const transition = document.startViewTransition(() => flushSync(update))
  // A second change before this one shows skips its animation (the change itself still runs): no error.
  transition.ready.catch(() => {})
}
