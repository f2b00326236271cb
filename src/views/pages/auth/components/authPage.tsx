import type { ComponentType } from 'react'
import type { AuthVariant } from '../authLinks'
import { AuthBasic } from './AuthBasic'
import { AuthCover } from './AuthCover'
import type { AuthScene } from '../scenes/scene'

export type AuthPage = (variant: AuthVariant) => ComponentType

/** One kind of sign-in page in each variant: the basic demo in a card, the others beside the artwork. */
export function authPage(scene: AuthScene, Form: ComponentType<{ variant: AuthVariant }>): AuthPage {
  return (variant) => {
    const Frame = variant === 'basic' ? AuthBasic : AuthCover
    return function AuthScreen() {
      return (
        <Frame scene={scene}>
          <Form variant={variant} />
        </Frame>
      )
    }
  }
}
