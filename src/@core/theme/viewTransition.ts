import { flushSync } from 'react-dom'

const calm = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** True where the browser has view transitions and the user has not asked for reduced motion. */
export function transitionsWelcome(): boolean {
  return typeof document.startViewTransition === 'function' && !calm()
}

/**
 * A route change's options for a link or `navigate`: a view transition where welcome, its new page rendered at
 * once inside it (flushSync: without it the router waits a render cycle and the new page is drawn ~3 frames later).
 */
export function routeTransition(): { viewTransition: boolean; flushSync: boolean } {
  const welcome = transitionsWelcome()
  return { viewTransition: welcome, flushSync: welcome }
}

/** Runs a visual change in a view transition (a short cross-fade) where the browser has them and motion is welcome. */
export function withViewTransition(update: () => void): void {
  if (!transitionsWelcome()) return update()
  document.startViewTransition(() => flushSync(update))
}
