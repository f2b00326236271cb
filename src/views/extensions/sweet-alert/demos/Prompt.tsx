import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { emailPattern } from '@/utility/contract'
import { useAlertDialog } from '@core/components/alert/useAlertDialog'

/** A field inside the alert, checked before the alert may close. */
export default function SweetAlertPrompt() {
  const { t } = useTranslation('extensions')
  const { show, dialog } = useAlertDialog()
  const run = async () => {
    const answer = await show({
      title: t('sweet-alert.sample.inviteTitle'),
      input: {
        label: t('sweet-alert.sample.email'),
        type: 'email',
        placeholder: 'name@example.com',
        validate: (value) =>
          emailPattern.test(value.trim()) ? undefined : t('sweet-alert.sample.emailInvalid')
      },
      confirmLabel: t('sweet-alert.sample.invite'),
      cancelLabel: t('sweet-alert.sample.cancel')
    })
    if (answer.confirmed)
      await show({ icon: 'success', title: t('sweet-alert.sample.invited', { email: answer.value.trim() }) })
  }
  return (
    <>
      <Button color="primary" onClick={run}>
        {t('sweet-alert.sample.inviteSomeone')}
      </Button>
      {dialog}
    </>
  )
}
