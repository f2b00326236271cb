import { useTranslation } from 'react-i18next'
import { Avatar } from '@core/components/Avatar'
import { publicUrl } from '@/utility/publicUrl'

const sizes = ['sm', 'md', 'lg', 'xl'] as const

/** Four sizes, with a picture or with initials. */
export default function AvatarSizes() {
  const { t } = useTranslation('components')
  return (
    <div className="d-grid gap-3">
      <div className="demo-row">
        {sizes.map((size) => (
          <Avatar
            key={size}
            size={size}
            name={t('avatar.sample.sized', { name: 'Astrid Nyhus', size })}
            src={publicUrl('images/avatars/3.svg')}
          />
        ))}
      </div>
      <div className="demo-row">
        {sizes.map((size) => (
          <Avatar key={size} size={size} name="Mateo Ruiz" color="info" />
        ))}
      </div>
    </div>
  )
}
