import type { ComponentType } from 'react'

export interface DemoModule {
  default: ComponentType
}

export interface Demo {
  name: string
  Component: ComponentType
  source: () => Promise<string>
}
