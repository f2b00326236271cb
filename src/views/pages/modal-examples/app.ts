import { defineApp } from '@core/app/defineApp'
import { modalExamplesPath } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    ModalExamples: true
  }
}

export const modalExamplesApp = defineApp({
  namespace: 'modals',
  subject: 'ModalExamples',
  menu: { section: 'pages' },
  screens: [
    {
      path: modalExamplesPath,
      load: () => import('./ModalExamples'),
      title: 'title',
      icon: 'PanelsTopLeft',
      menu: { title: 'nav.modalExamples' }
    }
  ]
})
