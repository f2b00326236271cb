import { LayoutTemplate } from 'lucide-react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { BrandLink } from '@core/components/Logo'

export default function LayoutBlank() {
  const { t } = useTranslation('pageLayouts')
  return (
    <div className="blank-page">
      <BrandLink className="blank-brand" />
      <div className="blank-content">
        <div className="blank-illustration">
          <LayoutTemplate size={64} strokeWidth={1.5} aria-hidden="true" />
        </div>
        <h1 className="h2">{t('layoutBlank.title')}</h1>
        <p className="text-body-secondary">{t('layoutBlank.what')}</p>
        <p className="text-body-secondary">{t('howText')}</p>
        <pre
          className="code-block text-start"
          dir="ltr"
        >{`{ path: '/my-page', load: () => import('@/views/MyPage'), meta: { layout: 'blank' } }`}</pre>
        <Link to="/" className="btn btn-primary mt-2">
          {t('common:misc.backHome')}
        </Link>
      </div>
    </div>
  )
}
