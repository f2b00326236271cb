import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { authSlice } from './auth'
import { layoutSlice } from './layout'

/** Slices register here; app slices can be injected later with `rootReducer.inject`. */
export const rootReducer = combineSlices(layoutSlice, authSlice)

export type RootState = ReturnType<typeof rootReducer>

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
