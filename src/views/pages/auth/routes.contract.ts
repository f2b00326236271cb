/** The sign-in pages' addresses and navbar search entries (plain data, no zod). */

export const authPaths = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password'
} as const

/** The design variants, each shown in a basic and a cover frame: `/pages/<page>-<variant>`. */
export const authDemoPages = [
  ['login', 'Login', 'LogIn'],
  ['register', 'Register', 'UserPlus'],
  ['forgot-password', 'Forgot Password', 'KeyRound'],
  ['reset-password', 'Reset Password', 'RotateCcw'],
  ['verify-email', 'Verify Email', 'MailCheck'],
  ['two-steps', 'Two Steps', 'ShieldCheck']
] as const

export type AuthDemoPage = (typeof authDemoPages)[number][0]
export type AuthDemoVariant = 'basic' | 'cover'

export const authDemoVariants: readonly AuthDemoVariant[] = ['basic', 'cover']

export const authDemoPath = (page: AuthDemoPage, variant: AuthDemoVariant) => `/pages/${page}-${variant}`

export const searchPages = /* @__PURE__ */ authDemoPages.flatMap(([page, label, icon]) =>
  authDemoVariants.map(
    (variant) =>
      [`${label} ${variant === 'basic' ? 'Basic' : 'Cover'}`, icon, authDemoPath(page, variant)] as const
  )
)
