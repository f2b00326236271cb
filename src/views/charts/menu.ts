import { ChartArea, ChartColumn, ChartLine, type LucideIcon } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { chartPages, chartPath, type ChartName } from './routes.contract'

const icons: Record<ChartName, LucideIcon> = { apex: ChartArea, chartjs: ChartColumn, recharts: ChartLine }

export const menu = defineMenu({
  app: 'charts',
  section: 'charts',
  items: chartPages.map(({ name, nav }) => ({
    id: `charts-${name}`,
    title: nav,
    icon: icons[name],
    navLink: chartPath(name)
  }))
})
