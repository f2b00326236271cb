import { BookOpen, CircleDollarSign, CircleHelp } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { helpPaths as paths } from './routes.contract'

export const menu = defineMenu({
  app: 'help',
  section: 'pages',
  items: [
    { id: 'faq', title: 'nav.faq', icon: CircleHelp, navLink: paths.faq },
    { id: 'knowledge-base', title: 'nav.knowledgeBase', icon: BookOpen, navLink: paths.knowledgeBase },
    { id: 'pricing', title: 'nav.pricing', icon: CircleDollarSign, navLink: paths.pricing }
  ]
})
