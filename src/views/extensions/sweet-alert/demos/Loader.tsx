import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import { useAlertDialog } from '@core/components/alert/useAlertDialog'
import { useLazyGetTeamMemberQuery } from '../api'

/** The alert stays open, busy, while a call runs; a failed call is said in the alert. */
export default function SweetAlertLoader() {
  const { t } = useTranslation('extensions')
  const { show, dialog } = useAlertDialog()
  const [findTeamMember] = useLazyGetTeamMemberQuery()
  const lookUp = async (name: string) => {
    const found = await findTeamMember(name.trim())
      .unwrap()
      .catch((caught: { status?: number }) => {
        throw new Error(
          t(caught.status === 404 ? 'sweet-alert.sample.notOnTeam' : 'sweet-alert.sample.lookupFailed')
        )
      })
    return found.member
  }
  const run = async () => {
    const answer = await show({
      title: t('sweet-alert.sample.lookupTitle'),
      text: t('sweet-alert.sample.lookupText'),
      input: {
        label: t('sweet-alert.sample.firstName'),
        placeholder: 'Astrid',
        validate: (value) => (value.trim() ? undefined : t('sweet-alert.sample.nameMissing'))
      },
      confirmLabel: t('sweet-alert.sample.lookUp'),
      cancelLabel: t('sweet-alert.sample.cancel'),
      preConfirm: lookUp
    })
    if (!answer.confirmed) return
    const { name, avatar, color } = answer.value
    await show({
      title: t('sweet-alert.sample.joins', { name }),
      text: (
        <>
          <Avatar name={name} src={avatar || undefined} color={color} size="xl" decorative />
          <p className="mt-3 mb-0">{t('sweet-alert.sample.joinsText')}</p>
        </>
      )
    })
  }
  return (
    <>
      <Button color="primary" onClick={run}>
        {t('sweet-alert.sample.lookUpMember')}
      </Button>
      {dialog}
    </>
  )
}
