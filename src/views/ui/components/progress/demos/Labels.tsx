import { useTranslation } from 'react-i18next'
import { Progress } from 'reactstrap'

/** The value written on the bar, or beside it when the bar is thin; `barAriaLabelledBy` names each bar. */
export default function ProgressLabels() {
  const { t } = useTranslation('components')
  return (
    <div className="d-grid gap-3">
      <span id="progress-upload" className="visually-hidden">
        {t('progress.sample.upload')}
      </span>
      <Progress value={25} barAriaLabelledBy="progress-upload">
        25%
      </Progress>
      <span id="progress-storage" className="visually-hidden">
        {t('progress.sample.storage')}
      </span>
      <Progress value={60} barAriaLabelledBy="progress-storage">
        60%
      </Progress>
      <div>
        <div className="d-flex justify-content-between small mb-1">
          <span id="progress-profile">{t('progress.sample.profile')}</span>
          <span>80%</span>
        </div>
        <Progress value={80} style={{ height: '6px' }} barAriaLabelledBy="progress-profile" />
      </div>
    </div>
  )
}
