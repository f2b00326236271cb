/**
 * The demo-page kit: pages that show a library's or a component's variants, each running live with
 * its own source one click away.
 *
 * - A demo is one short file (`demos/Basic.tsx`) whose default export is the running example.
 * - A page is `<DemoPage ns section demos={collectDemos(...)} />`: the title, the intro, and a
 *   DemoCard per demo. Texts come from the page's namespace (see DemoPage's `section`).
 * - "Show code" loads the demo's source (`?raw`) and the highlighter (highlight.js core, its own
 *   chunk) only when pressed; the shown code is the file that runs.
 * - DemoCard can be used alone for a demo that is not a file of its own.
 */
export { collectDemos } from './collectDemos'
export { DemoCard, type DemoCardProps } from './DemoCard'
export { DemoPage, type DemoPageProps } from './DemoPage'
export { loadDemoPage } from './demoArea'
export type { Demo, DemoModule } from './types'
