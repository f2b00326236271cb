import { defineApp, type AppScreen } from '@core/app/defineApp'
import { authDemoPath, authPaths as paths, type AuthDemoPage, type AuthDemoVariant } from './routes.contract'

const blank = { layout: 'blank' } as const

const camel = (words: string) => words.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())

const demo = (page: AuthDemoPage, variant: AuthDemoVariant, load: AppScreen['load']): AppScreen => ({
  path: authDemoPath(page, variant),
  load,
  title: `titles.${camel(`${page}-${variant}`)}`,
  layout: blank,
  access: 'public'
})

export const authApp = defineApp({
  namespace: 'auth',
  subject: 'Auth',
  screens: [
    {
      path: paths.login,
      load: () => import('./Login'),
      title: 'titles.login',
      layout: blank,
      access: 'visitors'
    },
    {
      path: paths.register,
      load: () => import('./Register'),
      title: 'titles.register',
      layout: blank,
      access: 'visitors'
    },
    {
      path: paths.forgotPassword,
      load: () => import('./ForgotPassword'),
      title: 'titles.forgotPassword',
      layout: blank,
      access: 'visitors'
    },
    demo('login', 'basic', () => import('./LoginBasic')),
    demo('login', 'cover', () => import('./LoginCover')),
    demo('register', 'basic', () => import('./RegisterBasic')),
    demo('register', 'cover', () => import('./RegisterCover')),
    demo('forgot-password', 'basic', () => import('./ForgotPasswordBasic')),
    demo('forgot-password', 'cover', () => import('./ForgotPasswordCover')),
    demo('reset-password', 'basic', () => import('./ResetPasswordBasic')),
    demo('reset-password', 'cover', () => import('./ResetPasswordCover')),
    demo('verify-email', 'basic', () => import('./VerifyEmailBasic')),
    demo('verify-email', 'cover', () => import('./VerifyEmailCover')),
    demo('two-steps', 'basic', () => import('./TwoStepsBasic')),
    demo('two-steps', 'cover', () => import('./TwoStepsCover'))
  ]
})
