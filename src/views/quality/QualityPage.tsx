import { useTranslation } from 'react-i18next'
import { Card, CardBody, Spinner } from 'reactstrap'
import { Alert } from '@core/components/overlays'
import { PageHeader } from '@core/components/PageHeader'
import { QualityTable } from './QualityTable'
import { useQualityReport } from './useQualityReport'

export default function QualityPage() {
  const { t, i18n } = useTranslation('quality')
  const state = useQualityReport()
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('common:nav.pages') }]} />
      <p>{t('intro')}</p>
      {state.status === 'loading' && (
        <div role="status" className="d-flex align-items-center gap-2">
          <Spinner size="sm" aria-hidden="true" />
          {t('loading')}
        </div>
      )}
      {state.status === 'missing' && <Alert color="info">{t('missing')}</Alert>}
      {state.status === 'ready' && (
        <Card>
          <CardBody>
            <p className="mb-3">
              {t('measured', {
                commit: state.report.commit.slice(0, 12),
                date: new Date(state.report.date).toLocaleString(i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone: 'UTC'
                })
              })}
            </p>
            <QualityTable report={state.report} />
          </CardBody>
        </Card>
      )}
    </>
  )
}
