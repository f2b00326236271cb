import type { AuthScene } from './scene'
import { badge, check } from './marks'

export const verifyEmailScene: AuthScene = {
  name: 'verifyEmail',
  art: (
    <>
      <path d="M150 190 L300 90 L450 190" className="art-soft-fill" />
      <rect x="190" y="110" width="220" height="170" rx="12" className="art-field" />
      <rect x="215" y="140" width="120" height="14" rx="7" className="art-soft-fill" />
      <rect x="215" y="168" width="160" height="10" rx="5" className="art-soft-fill" />
      <path
        d="M150 190 V340 a14 14 0 0 0 14 14 H436 a14 14 0 0 0 14 -14 V190 L300 290 Z"
        className="art-paper"
      />
      <path d="M150 190 L300 290 L450 190" className="art-line" />
      {badge(440, 330, check)}
    </>
  )
}
