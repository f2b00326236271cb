import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { useAlertDialog } from '@core/components/alert/useAlertDialog'

/** A question with two answers, and a second alert that tells what came of it. */
export default function SweetAlertConfirm() {
  const { t } = useTranslation('extensions')
  const { show, dialog } = useAlertDialog()
  const file = 'Minutes.docx'
  const run = async () => {
    const answer = await show({
      icon: 'warning',
      title: t('sweet-alert.sample.deleteTitle', { file }),
      text: t('sweet-alert.sample.deleteText'),
      confirmLabel: t('sweet-alert.sample.deleteYes'),
      confirmColor: 'danger',
      cancelLabel: t('sweet-alert.sample.cancel')
    })
    await show(
      answer.confirmed
        ? {
            icon: 'success',
            title: t('sweet-alert.sample.deleted'),
            text: t('sweet-alert.sample.deletedText', { file })
          }
        : {
            icon: 'info',
            title: t('sweet-alert.sample.kept'),
            text: t('sweet-alert.sample.keptText', { file })
          }
    )
  }
  return (
    <>
      <Button color="danger" onClick={run}>
        {t('sweet-alert.sample.deleteFile')}
      </Button>
      {dialog}
    </>
  )
}
