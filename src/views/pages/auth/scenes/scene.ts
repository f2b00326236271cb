import type { ReactNode } from 'react'

export type AuthSceneName =
  'login' | 'register' | 'forgotPassword' | 'resetPassword' | 'verifyEmail' | 'twoSteps'

/** A page's artwork beside its form (cover variant); each page imports only its own. */
export interface AuthScene {
  name: AuthSceneName
  art: ReactNode
}
