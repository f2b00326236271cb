/** The demo-page kit: each demo is one short file running live, its own source (`?raw`) one click away. */
export { loadDemoPage } from './demoArea'
export type { DemoModule } from './types'
