import type { AppRoute, RouteMeta } from '../types'

const restricted: RouteMeta = { layout: 'blank', restricted: true }
/** Open to everyone, so a signed-in admin can still look at them. */
const demo: RouteMeta = { layout: 'blank', publicRoute: true }

export const authRoutes: AppRoute[] = [
  {
    path: '/login',
    load: () => import('@/views/pages/auth/Login'),
    meta: { ...restricted, title: 'auth:titles.login' }
  },
  {
    path: '/register',
    load: () => import('@/views/pages/auth/Register'),
    meta: { ...restricted, title: 'auth:titles.register' }
  },
  {
    path: '/forgot-password',
    load: () => import('@/views/pages/auth/ForgotPassword'),
    meta: { ...restricted, title: 'auth:titles.forgotPassword' }
  },
  {
    path: '/pages/login-basic',
    load: () => import('@/views/pages/auth/LoginBasic'),
    meta: { ...demo, title: 'auth:titles.loginBasic' }
  },
  {
    path: '/pages/login-cover',
    load: () => import('@/views/pages/auth/LoginCover'),
    meta: { ...demo, title: 'auth:titles.loginCover' }
  },
  {
    path: '/pages/register-basic',
    load: () => import('@/views/pages/auth/RegisterBasic'),
    meta: { ...demo, title: 'auth:titles.registerBasic' }
  },
  {
    path: '/pages/register-cover',
    load: () => import('@/views/pages/auth/RegisterCover'),
    meta: { ...demo, title: 'auth:titles.registerCover' }
  },
  {
    path: '/pages/forgot-password-basic',
    load: () => import('@/views/pages/auth/ForgotPasswordBasic'),
    meta: { ...demo, title: 'auth:titles.forgotPasswordBasic' }
  },
  {
    path: '/pages/forgot-password-cover',
    load: () => import('@/views/pages/auth/ForgotPasswordCover'),
    meta: { ...demo, title: 'auth:titles.forgotPasswordCover' }
  },
  {
    path: '/pages/reset-password-basic',
    load: () => import('@/views/pages/auth/ResetPasswordBasic'),
    meta: { ...demo, title: 'auth:titles.resetPasswordBasic' }
  },
  {
    path: '/pages/reset-password-cover',
    load: () => import('@/views/pages/auth/ResetPasswordCover'),
    meta: { ...demo, title: 'auth:titles.resetPasswordCover' }
  },
  {
    path: '/pages/verify-email-basic',
    load: () => import('@/views/pages/auth/VerifyEmailBasic'),
    meta: { ...demo, title: 'auth:titles.verifyEmailBasic' }
  },
  {
    path: '/pages/verify-email-cover',
    load: () => import('@/views/pages/auth/VerifyEmailCover'),
    meta: { ...demo, title: 'auth:titles.verifyEmailCover' }
  },
  {
    path: '/pages/two-steps-basic',
    load: () => import('@/views/pages/auth/TwoStepsBasic'),
    meta: { ...demo, title: 'auth:titles.twoStepsBasic' }
  },
  {
    path: '/pages/two-steps-cover',
    load: () => import('@/views/pages/auth/TwoStepsCover'),
    meta: { ...demo, title: 'auth:titles.twoStepsCover' }
  },
  {
    path: '/access-control',
    load: () => import('@/views/access-control/AccessControl'),
    meta: { action: 'read', resource: 'ACL', title: 'auth:titles.accessControl' }
  }
]
