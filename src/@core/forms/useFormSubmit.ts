import { useRef, useState, type BaseSyntheticEvent } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerError } from './serverErrors'
import { refusalOf } from '@/utility/apiErrors'

/** A returned `error` (an RTK Query mutation's result fits) keeps the form as it is and is shown. */
export type FormSubmit<T> = (values: T) => Promise<{ error?: unknown } | void> | void

/** The submit step a page form and a panel share: a refusal goes under its field or into `alert`. */
export function useFormSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  onSubmit: FormSubmit<T>,
  onSaved: (values: T) => void
) {
  const { t } = useTranslation()
  const [alert, setAlert] = useState<string | null>(null)
  // Read at navigation time: a save that moves on to another page is not "leaving unsaved".
  const saving = useRef(false)
  const submit = (event?: BaseSyntheticEvent) =>
    form.handleSubmit(async (values) => {
      setAlert(null)
      saving.current = true
      const result = await Promise.resolve(onSubmit(values)).finally(() => {
        saving.current = false
      })
      if (!result?.error) return onSaved(values)
      const fields = Object.keys(form.getValues()) as Path<T>[]
      setAlert(applyServerError(refusalOf(result.error), form.setError, fields, t('form.saveFailed')))
    })(event)
  return { alert, setAlert, submit, saving }
}
