import { Wrench } from 'lucide-react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { MiscPage } from './MiscPage'

export default function Maintenance() {
  const { t } = useTranslation()
  return (
    <MiscPage icon={Wrench} title={t('misc.maintenance.heading')} text={t('misc.maintenance.text')}>
      <Link to="/" className="btn btn-primary">
        {t('misc.backHome')}
      </Link>
    </MiscPage>
  )
}
