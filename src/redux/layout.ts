import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { themeConfig, type ThemeSettings } from '@/configs/themeConfig'
import { readPreferences } from '@/configs/preferences'

export type LayoutState = ThemeSettings

export function initialLayoutState(): LayoutState {
  return { ...themeConfig.layout, ...readPreferences() }
}

export const layoutSlice = createSlice({
  name: 'layout',
  initialState: initialLayoutState,
  reducers: {
    updateLayout(state, action: PayloadAction<Partial<LayoutState>>) {
      Object.assign(state, action.payload)
    },
    resetLayout() {
      return { ...themeConfig.layout }
    }
  },
  selectors: {
    selectLayout: (state) => state
  }
})

export const { updateLayout, resetLayout } = layoutSlice.actions
export const { selectLayout } = layoutSlice.selectors
