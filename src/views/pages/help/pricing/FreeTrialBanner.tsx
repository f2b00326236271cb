import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody } from 'reactstrap'
import { notify } from '@core/components/toast'
import { publicUrl } from '@/utility/publicUrl'

export function FreeTrialBanner() {
  const { t } = useTranslation('help')
  return (
    <Card className="help-trial bg-primary-subtle border-0">
      <CardBody className="d-flex flex-column flex-md-row align-items-center gap-4 p-4">
        <div className="flex-grow-1 text-center text-md-start">
          <h2 className="h4 text-primary-emphasis">{t('pricing.trialTitle')}</h2>
          <p className="mb-3">{t('pricing.trialText')}</p>
          <Button color="primary" onClick={() => notify.success(t('pricing.trialStarted'))}>
            {t('pricing.trialAction')}
          </Button>
        </div>
        <img src={publicUrl('images/help/free-trial.svg')} alt="" width={200} height={140} />
      </CardBody>
    </Card>
  )
}
