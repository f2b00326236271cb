import { useTranslation } from 'react-i18next'
import { Avatar } from '@core/components/Avatar'
import { publicUrl } from '@/utility/publicUrl'

const team = [
  'Astrid Nyhus',
  'Mateo Ruiz',
  'Priya Raman',
  'Jonas Berg',
  'Amara Okafor',
  'Chloé Martin',
  'Lukas Weber',
  'Inga Solberg'
]
const shown = 4

/** Overlapping avatars; the ones that do not fit are counted in a last "+N" circle. */
export default function AvatarGroup() {
  const { t } = useTranslation('components')
  const hidden = team.length - shown
  return (
    <ul
      className="avatar-group list-unstyled mb-0"
      aria-label={t('avatar.sample.team', { count: team.length })}
    >
      {team.slice(0, shown).map((name, index) => (
        <li key={name}>
          <Avatar name={name} src={publicUrl(`images/avatars/${index + 2}.svg`)} />
        </li>
      ))}
      <li>
        <span
          className="avatar-initials avatar-more bg-secondary-subtle text-secondary-emphasis"
          title={team.slice(shown).join(', ')}
        >
          +{hidden}
          <span className="visually-hidden">
            {t('avatar.sample.more', { names: team.slice(shown).join(', ') })}
          </span>
        </span>
      </li>
    </ul>
  )
}
