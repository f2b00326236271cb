import { Compass } from 'lucide-react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { MiscPage } from './MiscPage'

export default function NotFound() {
  const { t } = useTranslation()
  return (
    <MiscPage icon={Compass} title={t('misc.error.heading')} text={t('misc.error.text')}>
      <Link to="/" className="btn btn-primary">
        {t('misc.backHome')}
      </Link>
    </MiscPage>
  )
}
