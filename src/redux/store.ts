import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { api } from './api'
import { authSlice } from './auth'
import { layoutSlice } from './layout'

/** Slices register here; app slices can be injected later with `rootReducer.inject`. */
export const rootReducer = combineSlices(layoutSlice, authSlice, api)

export type RootState = ReturnType<typeof rootReducer>

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware)
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
