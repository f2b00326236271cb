import { useTranslation } from 'react-i18next'
import type { AuthScene } from '../scenes/scene'

const sparkles = [
  [90, 80, 7],
  [520, 70, 5],
  [480, 380, 8],
  [110, 360, 5],
  [540, 230, 4]
]

const sparkle = (x: number, y: number, r: number) =>
  `M${x} ${y - 2 * r}q${r / 3} ${r * 1.7} ${2 * r} ${2 * r}q-${r * 1.7} ${r / 3} -${2 * r} ${2 * r}` +
  `q-${r / 3} -${r * 1.7} -${2 * r} -${2 * r}q${r * 1.7} -${r / 3} ${2 * r} -${2 * r}z`

/** Drawn inline and coloured from theme variables so each skin, light or dark, repaints it. */
export function AuthIllustration({ scene }: { scene: AuthScene }) {
  const { t } = useTranslation('auth')
  return (
    <figure className="auth-illustration" aria-hidden="true">
      <svg className="auth-illustration-art" viewBox="0 0 600 440" focusable="false" data-scene={scene.name}>
        <circle cx="300" cy="220" r="170" className="art-backdrop" />
        <ellipse cx="300" cy="392" rx="170" ry="14" className="art-shadow" />
        {sparkles.map(([cx, cy, r]) => (
          <path key={`${cx}-${cy}`} d={sparkle(cx, cy, r)} className="art-sparkle" />
        ))}
        {scene.art}
      </svg>
      <figcaption className="auth-illustration-caption">{t(`illustration.${scene.name}`)}</figcaption>
    </figure>
  )
}
