import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { collectDemos } from './collectDemos'
import { DemoPage } from './DemoPage'
import type { DemoModule } from './types'

/** A demo area: its namespace, crumb keys and lazy globs of `./<page>/demos/*.tsx` (modules, `?raw`). */
interface DemoArea {
  ns: string
  crumbs: string[]
  modules: Record<string, () => Promise<DemoModule>>
  sources: Record<string, () => Promise<string>>
}

/** Loads one page of a demo area (its demo files, in `order`) as a route's screen. */
export async function loadDemoPage(
  area: DemoArea,
  page: string,
  order: readonly string[]
): Promise<{ default: ComponentType }> {
  const folder = `./${page}/demos/`
  const modules = Object.fromEntries(
    await Promise.all(
      Object.entries(area.modules)
        .filter(([path]) => path.startsWith(folder))
        .map(async ([path, load]) => [path, await load()] as const)
    )
  )
  const demos = collectDemos(modules, area.sources, order)
  return {
    default: function DemoAreaPage() {
      const { t } = useTranslation()
      return (
        <DemoPage
          ns={area.ns}
          section={page}
          demos={demos}
          crumbs={area.crumbs.map((key) => ({ label: t(key) }))}
        />
      )
    }
  }
}
