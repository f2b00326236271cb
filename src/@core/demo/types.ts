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
  name: string
  Component: ComponentType
  files: () => Promise<DemoFile[]>
}
