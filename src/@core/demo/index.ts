/** The demo-page kit: each demo is one short file running live, its own source (`?raw`) one click away. */
export { collectDemos } from './collectDemos'
export { DemoPage } from './DemoPage'
export type { Demo, DemoModule } from './types'
