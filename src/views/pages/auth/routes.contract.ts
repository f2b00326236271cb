/** The sign-in pages' addresses (plain data, no zod). */

export const authPaths = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password'
} as const

/** The design variants, each shown in a basic and a cover frame: `/pages/<page>-<variant>`. */
export const authDemoPages = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'verify-email',
  'two-steps'
] as const

export type AuthDemoPage = (typeof authDemoPages)[number]
export type AuthDemoVariant = 'basic' | 'cover'

export const authDemoVariants: readonly AuthDemoVariant[] = ['basic', 'cover']

export const authDemoPath = (page: AuthDemoPage, variant: AuthDemoVariant) => `/pages/${page}-${variant}`
