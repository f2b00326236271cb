import type { ReactNode } from 'react'
import { BrandLink } from '@core/components/Logo'
import { AuthIllustration } from './AuthIllustration'
import type { AuthScene } from '../scenes/scene'
import '../auth.scss'

export function AuthCover({ scene, children }: { scene: AuthScene; children: ReactNode }) {
  return (
    <div className="auth-page auth-cover">
      <BrandLink className="auth-brand" />
      <div className="auth-cover-art d-none d-lg-flex">
        <AuthIllustration scene={scene} />
      </div>
      <div className="auth-cover-form">
        <div className="auth-form-wrap">{children}</div>
      </div>
    </div>
  )
}
