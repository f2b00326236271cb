import { PanelsTopLeft } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { modalExamplesPath } from './routes.contract'

export const menu = defineMenu({
  app: 'modals',
  section: 'pages',
  items: [
    { id: 'modal-examples', title: 'nav.modalExamples', icon: PanelsTopLeft, navLink: modalExamplesPath }
  ]
})
