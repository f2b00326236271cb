import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit'
import { authSlice } from './auth'
import { layoutSlice } from './layout'

/** Later code injects itself with `rootReducer.inject`, so the entry chunk carries none of it. */
export const rootReducer = combineSlices(layoutSlice, authSlice)
export const dynamicMiddleware = createDynamicMiddleware()

export type RootState = ReturnType<typeof rootReducer>

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware)
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
