import { Clock, FileWarning, Frame, Lock, Wrench } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { miscPaths as paths } from './routes.contract'

export const menu = defineMenu({
  app: 'misc',
  section: 'pages',
  items: [
    {
      id: 'misc',
      title: 'nav.misc',
      icon: Frame,
      children: [
        { id: 'coming-soon', title: 'nav.comingSoon', icon: Clock, navLink: paths.comingSoon },
        { id: 'not-authorized', title: 'nav.notAuthorized', icon: Lock, navLink: paths.notAuthorized },
        { id: 'maintenance', title: 'nav.maintenance', icon: Wrench, navLink: paths.maintenance },
        { id: 'error', title: 'nav.error', icon: FileWarning, navLink: paths.error }
      ]
    }
  ]
})
