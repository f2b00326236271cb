export type AuthVariant = 'app' | 'basic' | 'cover'

export interface AuthLinks {
  login: string
  register: string
  forgotPassword: string
  resetPassword: string
  verifyEmail: string
  twoSteps: string
}

export function authLinks(variant: AuthVariant): AuthLinks {
  if (variant === 'app') {
    // The reset / verify / two-step flows have no real endpoint, so the app family borrows the cover demos.
    return {
      login: '/login',
      register: '/register',
      forgotPassword: '/forgot-password',
      resetPassword: '/pages/reset-password-cover',
      verifyEmail: '/pages/verify-email-cover',
      twoSteps: '/pages/two-steps-cover'
    }
  }
  const page = (name: string) => `/pages/${name}-${variant}`
  return {
    login: page('login'),
    register: page('register'),
    forgotPassword: page('forgot-password'),
    resetPassword: page('reset-password'),
    verifyEmail: page('verify-email'),
    twoSteps: page('two-steps')
  }
}
