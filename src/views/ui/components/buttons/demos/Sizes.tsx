import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'

/** `size="sm"` for dense tables, `size="lg"` for a page's single main action. */
export default function ButtonSizes() {
  const { t } = useTranslation('components')
  return (
    <div className="d-grid gap-3">
      <div className="demo-row">
        <Button color="primary" size="lg">
          {t('buttons.sample.large')}
        </Button>
        <Button color="primary">{t('buttons.sample.default')}</Button>
        <Button color="primary" size="sm">
          {t('buttons.sample.small')}
        </Button>
      </div>
      <div className="demo-row">
        <Button color="primary" outline size="lg">
          {t('buttons.sample.large')}
        </Button>
        <Button color="primary" outline>
          {t('buttons.sample.default')}
        </Button>
        <Button color="primary" outline size="sm">
          {t('buttons.sample.small')}
        </Button>
      </div>
    </div>
  )
}
