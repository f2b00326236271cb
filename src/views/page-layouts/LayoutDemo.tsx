import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody, CardTitle } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'

export function LayoutDemo({ name, meta, children }: { name: string; meta: string; children?: ReactNode }) {
  const { t } = useTranslation('pageLayouts')
  return (
    <>
      <PageHeader title={t(`${name}.title`)} crumbs={[{ label: t('common:nav.pageLayouts') }]} />
      <Card>
        <CardBody>
          <CardTitle tag="h2" className="h5">
            {t('whatTitle')}
          </CardTitle>
          <p>{t(`${name}.what`)}</p>
          <CardTitle tag="h2" className="h5 mt-4">
            {t('howTitle')}
          </CardTitle>
          <p>{t('howText')}</p>
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
