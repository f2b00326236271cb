import type { AxiosRequestConfig } from 'axios'
import { registerRoutes, routeOf, type RouteDef, type RouteEntry } from './route'

// The app's mock registers its areas in two steps, each area's list in a task of its own rather than the whole mock
// in one: the page's own areas, then the rest once the page's calls are answered and the browser is idle, or at
// once when a call needs one of them.

/** Loads one area's handler list (its own chunk). */
export type ListLoader = () => Promise<readonly RouteDef[]>

let loading: Promise<unknown> | null = null
let firstStepLoaded = false
let loadRestNow = () => {}
let answering = 0
const routeWaiters = new Set<() => void>()
const answerWaiters = new Set<() => void>()

function wake(waiters: Set<() => void>) {
  waiters.forEach((resume) => resume())
  waiters.clear()
}

const everyCallAnswered = () =>
  answering === 0 ? Promise.resolve() : new Promise<void>((resume) => answerWaiters.add(resume))

export function registerInSteps(
  first: readonly ListLoader[],
  rest: readonly ListLoader[],
  idle: () => Promise<unknown> = () => Promise.resolve()
): void {
  const load = (loaders: readonly ListLoader[]) =>
    Promise.allSettled(
      loaders.map((list) =>
        list()
          .then(registerRoutes)
          .finally(() => wake(routeWaiters))
      )
    )
  const restNeeded = new Promise<void>((resolve) => (loadRestNow = resolve))
  firstStepLoaded = false
  loading = load(first)
    .then(() => {
      firstStepLoaded = true
      wake(routeWaiters)
    })
    .then(() => Promise.race([everyCallAnswered().then(idle), restNeeded]))
    .then(() => load(rest))
    .then(() => {
      loading = null
      wake(routeWaiters)
    })
}

/** Settles once every handler list asked for has registered (or failed to load). */
export function everyRouteRegistered(): Promise<unknown> {
  return loading ?? Promise.resolve()
}

/** The same, for a call that needs every area: the rest loads now, since it would wait for that call's answer. */
export function everyRouteNow(): Promise<unknown> {
  loadRestNow()
  return everyRouteRegistered()
}

/** The call's route once it is registered, or nothing once every list is and none claims it. */
export async function whenRouted(config: AxiosRequestConfig): Promise<RouteEntry | undefined> {
  let route = routeOf(config)
  while (loading && !route) {
    if (firstStepLoaded) loadRestNow()
    await new Promise<void>((resume) => routeWaiters.add(resume))
    route = routeOf(config)
  }
  return route
}

/** A call's answer, counted while it runs: the second step waits for it. */
export async function counted<T>(answer: Promise<T>): Promise<T> {
  answering += 1
  try {
    return await answer
  } finally {
    answering -= 1
    if (answering === 0) wake(answerWaiters)
  }
}
