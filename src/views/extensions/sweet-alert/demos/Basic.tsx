import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { useAlertDialog } from '@core/components/alert/useAlertDialog'

/** The smallest alert: a title and the OK button. */
export default function SweetAlertBasic() {
  const { t } = useTranslation('extensions')
  const { show, dialog } = useAlertDialog()
  return (
    <>
      <Button color="primary" onClick={() => show({ title: t('sweet-alert.sample.hello') })}>
        {t('sweet-alert.sample.showAlert')}
      </Button>
      {dialog}
    </>
  )
}
