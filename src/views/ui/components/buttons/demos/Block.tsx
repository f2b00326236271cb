import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'

/** Full-width buttons: wrap them in a `d-grid`; `d-md-block` makes them inline from tablets up. */
export default function ButtonBlock() {
  const { t } = useTranslation('components')
  return (
    <div className="d-grid gap-3">
      <div className="d-grid gap-2">
        <Button color="primary">{t('buttons.sample.signIn')}</Button>
        <Button color="secondary" outline>
          {t('buttons.sample.create')}
        </Button>
      </div>
      <div className="d-grid gap-2 d-md-block">
        <Button color="primary" className="me-md-2">
          {t('buttons.sample.responsive')}
        </Button>
        <Button color="secondary" outline>
          {t('buttons.sample.blockPhones')}
        </Button>
      </div>
    </div>
  )
}
