import type { AuthScene } from './scene'
import { badge, plus } from './marks'

export const registerScene: AuthScene = {
  name: 'register',
  art: (
    <>
      <path d="M300 40 V100" className="art-line" />
      <rect x="190" y="100" width="220" height="260" rx="20" className="art-paper" />
      <rect x="272" y="90" width="56" height="20" rx="6" className="art-accent" />
      <circle cx="300" cy="190" r="44" className="art-soft-fill" />
      <circle cx="300" cy="178" r="16" className="art-accent" />
      <path d="M272 214 a28 22 0 0 1 56 0" className="art-accent" />
      <rect x="230" y="260" width="140" height="14" rx="7" className="art-field" />
      <rect x="250" y="288" width="100" height="12" rx="6" className="art-field" />
      {badge(400, 330, plus)}
    </>
  )
}
