import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { saveReport } from '../saveReport'

/** One toast follows a call: loading while it runs, then success or the error. */
export default function ToastrPromise() {
  const { t } = useTranslation('extensions')
  const run = (succeed: boolean) =>
    toast
      .promise(saveReport(succeed), {
        loading: t('toastr.sample.saving'),
        success: t('toastr.sample.savedReport'),
        error: t('toastr.sample.saveFailed')
      })
      .catch(() => undefined)
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button color="primary" onClick={() => run(true)}>
        {t('toastr.sample.saveOk')}
      </Button>
      <Button color="danger" outline onClick={() => run(false)}>
        {t('toastr.sample.saveFail')}
      </Button>
    </div>
  )
}
