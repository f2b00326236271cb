import { useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'

/** Custom content: the toast carries its own buttons, and the choice comes back to the page. */
export default function ToastrActions() {
  const { t } = useTranslation('extensions')
  const [outcome, setOutcome] = useState(t('toastr.sample.nothingYet'))
  const archive = () =>
    toast(
      (shown) => (
        <span className="d-flex align-items-center flex-wrap gap-2">
          {t('toastr.sample.archived')}
          <Button
            size="sm"
            color="primary"
            onClick={() => {
              setOutcome(t('toastr.sample.restored'))
              toast.dismiss(shown.id)
            }}
          >
            {t('toastr.sample.undo')}
          </Button>
          <Button size="sm" color="secondary" outline onClick={() => toast.dismiss(shown.id)}>
            {t('toastr.sample.close')}
          </Button>
        </span>
      ),
      { duration: 8000 }
    )
  return (
    <div className="d-grid gap-2">
      <div>
        <Button
          color="primary"
          onClick={() => {
            setOutcome(t('toastr.sample.archivedOutcome'))
            archive()
          }}
        >
          {t('toastr.sample.archive')}
        </Button>
      </div>
      <p className="mb-0 text-body-secondary" aria-live="polite">
        {outcome}
      </p>
    </div>
  )
}
