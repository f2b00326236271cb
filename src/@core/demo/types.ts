import type { ComponentType } from 'react'

/** A demo file: one short component, its default export. */
export interface DemoModule {
  default: ComponentType
}

/** One file a demo's "Show code" lists: its path from the page's folder and its text. */
export interface DemoFile {
  path: string
  code: string
}

/** One demo of a demo page: the running component and a loader of its files' source text. */
export interface Demo {
  /** The demo's file name without extension (`Basic` for demos/Basic.tsx); also its i18n key. */
  name: string
  Component: ComponentType
  /** The demo file, then the page's files it imports (helpers, styles), loaded when its code is opened. */
  files: () => Promise<DemoFile[]>
}
