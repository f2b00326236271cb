import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { useTour } from '../useTour'

/** One step is a highlight: point at a single control with a word of help. */
export default function TourHighlight() {
  const { t } = useTranslation('extensions')
  const { start } = useTour(() => [
    {
      element: '#tour-highlight-target',
      popover: { title: t('tour.sample.steps.save.title'), description: t('tour.sample.steps.save.text') }
    }
  ])
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <Button color="primary" outline onClick={start}>
        {t('tour.sample.whatsThis')}
      </Button>
      <Button id="tour-highlight-target" color="success">
        {t('tour.sample.saveDraft')}
      </Button>
    </div>
  )
}
