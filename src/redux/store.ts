import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit'
import { authSlice } from './auth'
import { layoutSlice } from './layout'

/** Later code injects itself with `rootReducer.inject`, so the entry chunk carries none of it. */
export const rootReducer = combineSlices(layoutSlice, authSlice)
export const dynamicMiddleware = createDynamicMiddleware()

export type RootState = ReturnType<typeof rootReducer>

// The dev checks' timing warning measures the machine, not the state: off on loaded test runners.
const devChecks = import.meta.env.MODE === 'test' ? { warnAfter: Number.POSITIVE_INFINITY } : {}

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: devChecks, immutableCheck: devChecks }).concat(
        dynamicMiddleware.middleware
      )
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
