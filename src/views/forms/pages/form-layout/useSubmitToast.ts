import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from '@core/components/toast'

/** The layout demos' submit: no page reload, a toast naming the form. */
export function useSubmitToast(form: string) {
  const { t } = useTranslation('formPages')
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    notify.success(t('form-layout.sent', { form }))
  }
}
