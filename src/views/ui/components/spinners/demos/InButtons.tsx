import { useTranslation } from 'react-i18next'
import { Button, Spinner } from 'reactstrap'

/** A small spinner inside a disabled button while its action runs. */
export default function SpinnerInButtons() {
  const { t } = useTranslation('components')
  return (
    <div className="demo-row">
      <Button color="primary" disabled aria-label={t('spinners.sample.saving')}>
        <Spinner size="sm" aria-hidden="true" />
      </Button>
      <Button color="primary" disabled className="d-inline-flex align-items-center gap-2">
        <Spinner size="sm" aria-hidden="true" /> {t('spinners.sample.saving')}
      </Button>
      <Button color="success" outline disabled className="d-inline-flex align-items-center gap-2">
        <Spinner type="grow" size="sm" aria-hidden="true" /> {t('spinners.sample.uploading')}
      </Button>
    </div>
  )
}
