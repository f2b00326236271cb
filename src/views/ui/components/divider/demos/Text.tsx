import { useTranslation } from 'react-i18next'
import { Star } from 'lucide-react'
import { Divider } from '../Divider'

/** A plain line, a line with a word, and one with an icon. */
export default function DividerText() {
  const { t } = useTranslation('components')
  return (
    <div>
      <p className="mb-0">{t('divider.sample.signIn')}</p>
      <Divider>{t('divider.sample.or')}</Divider>
      <p className="mb-0">{t('divider.sample.sso')}</p>
      <Divider />
      <Divider>
        <Star size={16} aria-hidden="true" /> {t('divider.sample.featured')}
      </Divider>
    </div>
  )
}
