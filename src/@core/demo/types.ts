import type { ComponentType } from 'react'

/** A demo file: one short component, its default export. */
export interface DemoModule {
  default: ComponentType
}

/** One demo of a demo page: the running component and a loader of its own source text. */
export interface Demo {
  /** The demo's file name without extension (`Basic` for demos/Basic.tsx); also its i18n key. */
  name: string
  Component: ComponentType
  /** The demo file's source, loaded (Vite `?raw`, its own small chunk) when its code is opened. */
  source: () => Promise<string>
}
