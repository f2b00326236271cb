import { defineApp, type AppScreen, type IconName } from '@core/app/defineApp'
import type { AuthVariant } from './authLinks'
import type { AuthPage } from './components/authPage'
import {
  authDemoPages,
  authDemoPath,
  authDemoVariants,
  authPaths as paths,
  type AuthDemoPage
} from './routes.contract'

const pages: Record<AuthDemoPage, () => Promise<{ default: AuthPage }>> = {
  login: () => import('./Login'),
  register: () => import('./Register'),
  'forgot-password': () => import('./ForgotPassword'),
  'reset-password': () => import('./ResetPassword'),
  'verify-email': () => import('./VerifyEmail'),
  'two-steps': () => import('./TwoSteps')
}

const icons: Record<AuthDemoPage, IconName> = {
  login: 'LogIn',
  register: 'UserPlus',
  'forgot-password': 'KeyRound',
  'reset-password': 'RotateCcw',
  'verify-email': 'MailCheck',
  'two-steps': 'ShieldCheck'
}

const camel = (words: string) => words.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())

const screen = (page: AuthDemoPage, variant: AuthVariant, path: string): AppScreen => ({
  path,
  load: () => pages[page]().then(({ default: pageIn }) => ({ default: pageIn(variant) })),
  title: `titles.${camel(variant === 'app' ? page : `${page}-${variant}`)}`,
  layout: { layout: 'blank' },
  access: variant === 'app' ? 'visitors' : 'public',
  icon: icons[page],
  ...(variant !== 'app' && { menu: { title: `nav.auth.${page}-${variant}`, icon: 'Lock' } })
})

export const authApp = defineApp({
  namespace: 'auth',
  subject: 'Auth',
  menu: { section: 'pages', group: { title: 'nav.authentication', icon: 'KeyRound' } },
  screens: [
    screen('login', 'app', paths.login),
    screen('register', 'app', paths.register),
    screen('forgot-password', 'app', paths.forgotPassword),
    ...authDemoPages.flatMap((page) =>
      authDemoVariants.map((variant) => screen(page, variant, authDemoPath(page, variant)))
    )
  ]
})
