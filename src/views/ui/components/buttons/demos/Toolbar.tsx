import { useTranslation } from 'react-i18next'
import { Bold, Italic, Redo2, Underline, Undo2 } from 'lucide-react'
import { Button, ButtonGroup, ButtonToolbar } from 'reactstrap'

/** Several groups in a row, such as an editor's toolbar. */
export default function ButtonToolbarDemo() {
  const { t } = useTranslation('components')
  return (
    <ButtonToolbar aria-label={t('buttons.sample.formatting')} className="gap-2">
      <ButtonGroup aria-label={t('buttons.sample.history')}>
        <Button color="secondary" outline aria-label={t('buttons.sample.undo')}>
          <Undo2 size={16} aria-hidden="true" />
        </Button>
        <Button color="secondary" outline aria-label={t('buttons.sample.redo')}>
          <Redo2 size={16} aria-hidden="true" />
        </Button>
      </ButtonGroup>
      <ButtonGroup aria-label={t('buttons.sample.style')}>
        <Button color="secondary" outline aria-label={t('buttons.sample.bold')}>
          <Bold size={16} aria-hidden="true" />
        </Button>
        <Button color="secondary" outline aria-label={t('buttons.sample.italic')}>
          <Italic size={16} aria-hidden="true" />
        </Button>
        <Button color="secondary" outline aria-label={t('buttons.sample.underline')}>
          <Underline size={16} aria-hidden="true" />
        </Button>
      </ButtonGroup>
      <ButtonGroup aria-label={t('buttons.sample.pages')}>
        <Button color="primary" outline>
          1
        </Button>
        <Button color="primary" outline>
          2
        </Button>
        <Button color="primary" outline>
          3
        </Button>
      </ButtonGroup>
    </ButtonToolbar>
  )
}
