import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody, Spinner } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'

// The whole lucide set (about 1,700 icons) is its own chunk, loaded by this route alone.
const IconBrowser = lazy(() => import('./IconBrowser'))

export default function IconsPage() {
  const { t } = useTranslation('ui')
  const { t: tc } = useTranslation()
  return (
    <>
      <PageHeader title={t('icons.title')} crumbs={[{ label: tc('nav.userInterface') }]} />
      <p className="text-body-secondary">{t('icons.intro')}</p>
      <Card>
        <CardBody>
          <Suspense
            fallback={
              <div className="text-center py-5">
                <Spinner color="primary">{t('icons.loading')}</Spinner>
              </div>
            }
          >
            <IconBrowser />
          </Suspense>
        </CardBody>
      </Card>
    </>
  )
}
