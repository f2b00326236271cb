import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type Reducer
} from '@reduxjs/toolkit'
import { authSlice } from './auth'
import { layoutSlice } from './layout'

/** Later code injects itself with `injectSlice`, so the entry chunk carries none of it. */
export const rootReducer = combineSlices(layoutSlice, authSlice)
export const dynamicMiddleware = createDynamicMiddleware()

export type RootState = ReturnType<typeof rootReducer>

// The dev checks' timing warning measures the machine, not the state: off on loaded test runners.
const devChecks = import.meta.env.MODE === 'test' ? { warnAfter: Number.POSITIVE_INFINITY } : {}

const liveStores = new Set<WeakRef<AppStore>>()
const sliceInjected = createAction<string>('store/sliceInjected')

/**
 * Adds lazily loaded state to the root reducer and to each store's state at once: a store reduces an injected slice
 * only at its next action, and a first render reading it before then finds nothing.
 */
export function injectSlice<State>(slice: { reducerPath: string; reducer: Reducer<State> }) {
  rootReducer.inject(slice)
  for (const ref of liveStores) {
    const store = ref.deref()
    if (store) store.dispatch(sliceInjected(slice.reducerPath))
    else liveStores.delete(ref)
  }
}

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: devChecks, immutableCheck: devChecks }).concat(
        dynamicMiddleware.middleware
      )
  })
  liveStores.add(new WeakRef(store))
  return store
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
