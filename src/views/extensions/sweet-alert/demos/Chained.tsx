import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { useAlertDialog } from '@core/components/alert/useAlertDialog'

const keyPattern = /^[A-Z]{2,5}$/

/** Three alerts in a row, each step waiting for the one before; cancelling stops the flow. */
export default function SweetAlertChained() {
  const { t } = useTranslation('extensions')
  const { show, dialog } = useAlertDialog()
  const [outcome, setOutcome] = useState('')
  const step = (number: number) => ({
    title: t('sweet-alert.sample.step', { number, total: 3 }),
    cancelLabel: t('sweet-alert.sample.cancel'),
    confirmLabel: t(number < 3 ? 'sweet-alert.sample.next' : 'sweet-alert.sample.create')
  })
  const run = async () => {
    setOutcome('')
    const name = await show({
      ...step(1),
      input: {
        label: t('sweet-alert.sample.projectName'),
        validate: (value) => (value.trim() ? undefined : t('sweet-alert.sample.nameMissing'))
      }
    })
    if (!name.confirmed) return setOutcome(t('sweet-alert.sample.stopped', { number: 1 }))
    const key = await show({
      ...step(2),
      input: {
        label: t('sweet-alert.sample.projectKey'),
        placeholder: 'NL',
        validate: (value) => (keyPattern.test(value) ? undefined : t('sweet-alert.sample.keyInvalid'))
      }
    })
    if (!key.confirmed) return setOutcome(t('sweet-alert.sample.stopped', { number: 2 }))
    const project = { name: name.value.trim(), key: key.value }
    const sure = await show({
      ...step(3),
      icon: 'question',
      text: t('sweet-alert.sample.createText', project)
    })
    if (!sure.confirmed) return setOutcome(t('sweet-alert.sample.stopped', { number: 3 }))
    await show({ icon: 'success', title: t('sweet-alert.sample.created', project) })
    setOutcome(t('sweet-alert.sample.created', project))
  }
  return (
    <>
      <Button color="primary" onClick={run}>
        {t('sweet-alert.sample.newProject')}
      </Button>
      <p className="text-body-secondary mt-3 mb-0" role="status">
        {outcome}
      </p>
      {dialog}
    </>
  )
}
