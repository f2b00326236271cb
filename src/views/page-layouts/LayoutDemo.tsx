import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody, CardTitle } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'

export function LayoutDemo({ name, meta, children }: { name: string; meta: string; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t(`pageLayouts.${name}.title`)} crumbs={[{ label: t('nav.pageLayouts') }]} />
      <Card>
        <CardBody>
          <CardTitle tag="h2" className="h5">
            {t('pageLayouts.whatTitle')}
          </CardTitle>
          <p>{t(`pageLayouts.${name}.what`)}</p>
          <CardTitle tag="h2" className="h5 mt-4">
            {t('pageLayouts.howTitle')}
          </CardTitle>
          <p>{t('pageLayouts.howText')}</p>
          <pre
            className="code-block mb-0"
            dir="ltr"
          >{`{ path: '/my-page', load: () => import('@/views/MyPage'), meta: ${meta} }`}</pre>
        </CardBody>
      </Card>
      {children}
    </>
  )
}
