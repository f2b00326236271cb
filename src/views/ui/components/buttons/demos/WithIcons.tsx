import { useTranslation } from 'react-i18next'
import { Download, Heart, Plus, Settings, Trash2 } from 'lucide-react'
import { Button } from 'reactstrap'

/** An icon before or after the label; an icon-only button is named with `aria-label`. */
export default function ButtonWithIcons() {
  const { t } = useTranslation('components')
  return (
    <div className="demo-row">
      <Button color="primary" className="d-inline-flex align-items-center gap-2">
        <Plus size={16} aria-hidden="true" /> {t('buttons.sample.addUser')}
      </Button>
      <Button color="secondary" outline className="d-inline-flex align-items-center gap-2">
        {t('buttons.sample.export')} <Download size={16} aria-hidden="true" />
      </Button>
      <Button color="danger" aria-label={t('buttons.sample.delete')}>
        <Trash2 size={16} aria-hidden="true" />
      </Button>
      <Button color="secondary" outline aria-label={t('buttons.sample.settings')}>
        <Settings size={16} aria-hidden="true" />
      </Button>
      <Button color="flat-danger" className="rounded-circle" aria-label={t('buttons.sample.like')}>
        <Heart size={16} aria-hidden="true" />
      </Button>
    </div>
  )
}
