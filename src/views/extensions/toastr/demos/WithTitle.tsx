import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { CalendarCheck, Mail } from 'lucide-react'
import { Button } from 'reactstrap'
import { ToastText } from '../ToastText'

/** A bold title over the message, and an icon of the toast's own. */
export default function ToastrWithTitle() {
  const { t } = useTranslation('extensions')
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button
        color="primary"
        onClick={() =>
          toast(<ToastText title={t('toastr.sample.mailTitle')} text={t('toastr.sample.mailText')} />, {
            icon: <Mail size={20} className="text-primary" aria-hidden="true" />
          })
        }
      >
        {t('toastr.sample.newMail')}
      </Button>
      <Button
        color="success"
        outline
        onClick={() =>
          toast.success(
            <ToastText title={t('toastr.sample.meetingTitle')} text={t('toastr.sample.meetingText')} />,
            { icon: <CalendarCheck size={20} className="text-success" aria-hidden="true" /> }
          )
        }
      >
        {t('toastr.sample.meeting')}
      </Button>
    </div>
  )
}
