import { defineApp, type IconName } from '@core/app/defineApp'
import { chartPages, chartPath, type ChartName } from './routes.contract'

const menuIcons = {
  apex: 'ChartArea',
  chartjs: 'ChartColumn',
  recharts: 'ChartLine'
} as const satisfies Record<ChartName, IconName>

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Charts: true
  }
}

export const chartsApp = defineApp({
  namespace: 'charts',
  subject: 'Charts',
  menu: { section: 'charts' },
  screens: chartPages.map(({ name, nav, demos, wide }) => ({
    path: chartPath(name),
    load: () => import('./demoPages').then(({ loadPage }) => loadPage(name, demos, wide)),
    title: `${name}.title`,
    icon: 'ChartPie',
    menu: { title: nav, icon: menuIcons[name] }
  }))
})
