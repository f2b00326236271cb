import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { collectDemos } from './collectDemos'
import { DemoPage } from './DemoPage'
import type { DemoModule } from './types'

/** A demo area: its namespace, crumb keys, grid and lazy globs of `./<page>/demos/*.tsx` (modules, `?raw`). */
interface DemoArea {
  ns: string
  crumbs: readonly string[]
  columns?: 1 | 2 | 3
  modules: Record<string, () => Promise<DemoModule>>
  sources: Record<string, () => Promise<string>>
}

/** The entries keyed from a page's folder (`./demos/Basic.tsx`, `../shared.ts`), as Show code names them. */
function inFolder<T>(glob: Record<string, T>, page: string): Record<string, T> {
  const prefix = `./${page}/`
  return Object.fromEntries(
    Object.entries(glob).map(([path, value]) => [
      path.startsWith(prefix) ? `./${path.slice(prefix.length)}` : `.${path}`,
      value
    ])
  )
}

/** Loads one page of a demo area (its demo files, in `order`; `wide` ones take a whole row) as a route's screen. */
export async function loadDemoPage(
  area: DemoArea,
  page: string,
  order: readonly string[],
  wide: readonly string[] = []
): Promise<{ default: ComponentType }> {
  const modules = Object.fromEntries(
    await Promise.all(
      Object.entries(inFolder(area.modules, page))
        .filter(([path]) => path.startsWith('./demos/'))
        .map(async ([path, load]) => [path, await load()] as const)
    )
  )
  const demos = collectDemos(modules, inFolder(area.sources, page), order)
  return {
    default: function DemoAreaPage() {
      const { t } = useTranslation()
      return (
        <DemoPage
          ns={area.ns}
          section={page}
          demos={demos}
          columns={area.columns}
          wide={wide}
          crumbs={area.crumbs.map((key) => ({ label: t(key) }))}
        />
      )
    }
  }
}
