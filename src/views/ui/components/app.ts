import { defineApp } from '@core/app/defineApp'
import { componentPath } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    UiComponent: true
  }
}

export const uiComponentsApp = defineApp({
  namespace: 'components',
  subject: 'UiComponent',
  screens: [
    {
      path: componentPath('accordion'),
      load: () => import('./accordion/AccordionPage'),
      title: 'accordion.title'
    },
    { path: componentPath('alerts'), load: () => import('./alerts/AlertsPage'), title: 'alerts.title' },
    {
      path: componentPath('auto-complete'),
      load: () => import('./auto-complete/AutoCompletePage'),
      title: 'auto-complete.title'
    },
    { path: componentPath('avatar'), load: () => import('./avatar/AvatarPage'), title: 'avatar.title' },
    { path: componentPath('badges'), load: () => import('./badges/BadgesPage'), title: 'badges.title' },
    { path: componentPath('blockui'), load: () => import('./blockui/BlockuiPage'), title: 'blockui.title' },
    {
      path: componentPath('breadcrumbs'),
      load: () => import('./breadcrumbs/BreadcrumbsPage'),
      title: 'breadcrumbs.title'
    },
    { path: componentPath('buttons'), load: () => import('./buttons/ButtonsPage'), title: 'buttons.title' },
    {
      path: componentPath('carousel'),
      load: () => import('./carousel/CarouselPage'),
      title: 'carousel.title'
    },
    {
      path: componentPath('collapse'),
      load: () => import('./collapse/CollapsePage'),
      title: 'collapse.title'
    },
    { path: componentPath('divider'), load: () => import('./divider/DividerPage'), title: 'divider.title' },
    {
      path: componentPath('dropdowns'),
      load: () => import('./dropdowns/DropdownsPage'),
      title: 'dropdowns.title'
    },
    {
      path: componentPath('list-group'),
      load: () => import('./list-group/ListGroupPage'),
      title: 'list-group.title'
    },
    { path: componentPath('modals'), load: () => import('./modals/ModalsPage'), title: 'modals.title' },
    {
      path: componentPath('nav-component'),
      load: () => import('./nav-component/NavComponentPage'),
      title: 'nav-component.title'
    },
    {
      path: componentPath('offcanvas'),
      load: () => import('./offcanvas/OffcanvasPage'),
      title: 'offcanvas.title'
    },
    {
      path: componentPath('pagination'),
      load: () => import('./pagination/PaginationPage'),
      title: 'pagination.title'
    },
    {
      path: componentPath('pill-badges'),
      load: () => import('./pill-badges/PillBadgesPage'),
      title: 'pill-badges.title'
    },
    {
      path: componentPath('pills-component'),
      load: () => import('./pills-component/PillsComponentPage'),
      title: 'pills-component.title'
    },
    {
      path: componentPath('popovers'),
      load: () => import('./popovers/PopoversPage'),
      title: 'popovers.title'
    },
    {
      path: componentPath('progress'),
      load: () => import('./progress/ProgressPage'),
      title: 'progress.title'
    },
    {
      path: componentPath('spinners'),
      load: () => import('./spinners/SpinnersPage'),
      title: 'spinners.title'
    },
    {
      path: componentPath('tabs-component'),
      load: () => import('./tabs-component/TabsComponentPage'),
      title: 'tabs-component.title'
    },
    {
      path: componentPath('timeline'),
      load: () => import('./timeline/TimelinePage'),
      title: 'timeline.title'
    },
    { path: componentPath('toasts'), load: () => import('./toasts/ToastsPage'), title: 'toasts.title' },
    {
      path: componentPath('tooltips'),
      load: () => import('./tooltips/TooltipsPage'),
      title: 'tooltips.title'
    }
  ]
})
