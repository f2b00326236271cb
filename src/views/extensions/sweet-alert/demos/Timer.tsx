import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { useAlertDialog } from '@core/components/alert/useAlertDialog'

/** An alert that closes itself after five seconds, counting down; the page hears how it ended. */
export default function SweetAlertTimer() {
  const { t } = useTranslation('extensions')
  const { show, dialog } = useAlertDialog()
  const [ending, setEnding] = useState<'timer' | 'user'>()
  const run = async () => {
    setEnding(undefined)
    const answer = await show({
      title: t('sweet-alert.sample.timerTitle'),
      text: t('sweet-alert.sample.timerText'),
      timer: 5000
    })
    setEnding(!answer.confirmed && answer.reason === 'timer' ? 'timer' : 'user')
  }
  return (
    <>
      <Button color="primary" onClick={run}>
        {t('sweet-alert.sample.startTimer')}
      </Button>
      <p className="text-body-secondary mt-3 mb-0" role="status">
        {ending && t(`sweet-alert.sample.closedBy.${ending}`)}
      </p>
      {dialog}
    </>
  )
}
