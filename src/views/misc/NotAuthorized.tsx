import { ShieldOff } from 'lucide-react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { MiscPage } from './MiscPage'

export default function NotAuthorized() {
  const { t } = useTranslation()
  return (
    <MiscPage icon={ShieldOff} title={t('misc.notAuthorized.heading')} text={t('misc.notAuthorized.text')}>
      <Link to="/" className="btn btn-primary">
        {t('misc.backHome')}
      </Link>
    </MiscPage>
  )
}
