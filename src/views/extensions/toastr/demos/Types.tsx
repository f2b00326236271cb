import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { TriangleAlert } from 'lucide-react'
import { Button } from 'reactstrap'

/** One call per kind: success, error, loading, a plain message and a warning with its own icon. */
export default function ToastrTypes() {
  const { t } = useTranslation('extensions')
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button color="success" onClick={() => toast.success(t('toastr.sample.saved'))}>
        {t('toastr.sample.success')}
      </Button>
      <Button color="danger" onClick={() => toast.error(t('toastr.sample.failed'))}>
        {t('toastr.sample.error')}
      </Button>
      <Button color="info" onClick={() => toast(t('toastr.sample.note'))}>
        {t('toastr.sample.info')}
      </Button>
      <Button
        color="warning"
        onClick={() =>
          toast(t('toastr.sample.quota'), {
            icon: <TriangleAlert size={18} className="text-warning" aria-hidden="true" />
          })
        }
      >
        {t('toastr.sample.warning')}
      </Button>
      <Button
        color="secondary"
        outline
        onClick={() => toast.loading(t('toastr.sample.syncing'), { duration: 3000 })}
      >
        {t('toastr.sample.loading')}
      </Button>
    </div>
  )
}
