import { useTranslation } from 'react-i18next'
import { Play, RotateCcw } from 'lucide-react'
import { Button } from 'reactstrap'
import { useTour } from '../useTour'

/** Four steps over this page and the navbar; the arrow keys move, Escape skips. */
export default function TourGuided() {
  const { t } = useTranslation('extensions')
  const step = (element: string, key: string) => ({
    element,
    popover: { title: t(`tour.sample.steps.${key}.title`), description: t(`tour.sample.steps.${key}.text`) }
  })
  const { start, state } = useTour(() => [
    step('main .page-header > div', 'page'),
    step('#tour-start', 'start'),
    step('.navbar-actions', 'navbar'),
    step('.navbar-actions .nav-icon-btn', 'language')
  ])
  return (
    <div className="d-grid gap-3">
      <div className="d-flex flex-wrap gap-2">
        <Button id="tour-start" color="primary" onClick={start}>
          {state.kind === 'idle' ? (
            <Play size={16} aria-hidden="true" />
          ) : (
            <RotateCcw size={16} aria-hidden="true" />
          )}
          <span className="ms-1">
            {t(state.kind === 'idle' ? 'tour.sample.startTour' : 'tour.sample.restart')}
          </span>
        </Button>
      </div>
      <p className="mb-0 text-body-secondary" aria-live="polite">
        {state.kind === 'idle' && t('tour.sample.idle')}
        {state.kind === 'step' && t('tour.sample.onStep', { number: state.index + 1, total: 4 })}
        {state.kind === 'ended' && t(state.finished ? 'tour.sample.finished' : 'tour.sample.skipped')}
      </p>
    </div>
  )
}
