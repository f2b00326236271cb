import { KeyRound, Lock } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { authDemoPages, authDemoPath, authDemoVariants } from './routes.contract'

export const menu = defineMenu({
  app: 'auth',
  section: 'pages',
  items: [
    {
      id: 'authentication',
      title: 'nav.authentication',
      icon: KeyRound,
      children: authDemoPages.flatMap(([page]) =>
        authDemoVariants.map((variant) => ({
          id: `${page}-${variant}`,
          title: `nav.auth.${page}-${variant}`,
          icon: Lock,
          navLink: authDemoPath(page, variant)
        }))
      )
    }
  ]
})
