import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { useAlertDialog } from '@core/components/alert/useAlertDialog'

/** A title, a line of text under it and a footer below the buttons. */
export default function SweetAlertTitleText() {
  const { t } = useTranslation('extensions')
  const { show, dialog } = useAlertDialog()
  const open = () =>
    show({
      title: t('sweet-alert.sample.trialTitle'),
      text: t('sweet-alert.sample.trialText'),
      footer: t('sweet-alert.sample.trialFooter'),
      confirmLabel: t('sweet-alert.sample.gotIt')
    })
  return (
    <>
      <Button color="primary" onClick={open}>
        {t('sweet-alert.sample.showTitleText')}
      </Button>
      {dialog}
    </>
  )
}
