import { useTranslation } from 'react-i18next'
import { Spinner } from 'reactstrap'

/** `size="sm"`, the default, or any size through width and height. */
export default function SpinnerSizes() {
  const { t } = useTranslation('components')
  return (
    <div className="demo-row">
      <Spinner size="sm" color="primary">
        {t('spinners.sample.loading')}
      </Spinner>
      <Spinner color="primary">{t('spinners.sample.loading')}</Spinner>
      <Spinner color="primary" style={{ width: '3rem', height: '3rem' }}>
        {t('spinners.sample.loading')}
      </Spinner>
      <Spinner type="grow" size="sm" color="primary">
        {t('spinners.sample.loading')}
      </Spinner>
      <Spinner type="grow" color="primary">
        {t('spinners.sample.loading')}
      </Spinner>
      <Spinner type="grow" color="primary" style={{ width: '3rem', height: '3rem' }}>
        {t('spinners.sample.loading')}
      </Spinner>
    </div>
  )
}
