import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { conflictOf, differing, type Conflict, type SaveContext, type Versioned } from './conflict/conflict'
import { labelOf } from './conflict/fieldText'
import { applyServerError } from './serverErrors'
import { refusalOf } from '@/utility/apiErrors'

/** A returned `error` (an RTK Query mutation's result fits) keeps the form as it is and is shown. A versioned form
 *  passes the version to send as the second argument. */
export type FormSubmit<T> = (
  values: T,
  context: SaveContext
) => Promise<{ error?: unknown; data?: unknown } | void> | void

const isBag = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The version a save answered with: on the record, or on the one record the answer wraps (`{user: {...}}`). */
function savedVersion(data: unknown): number | undefined {
  if (!isBag(data)) return undefined
  const inner = Object.values(data).filter(isBag)
  const version = data.version ?? (inner.length === 1 ? inner[0].version : undefined)
  return typeof version === 'number' ? version : undefined
}

/** The submit step every form of the kit shares: a refusal goes under its field or into `alert`; a versioned form's
 *  stale save (409 `conflict`) opens `conflict` instead, resolved with `resolve`. */
export function useFormSubmit<T extends FieldValues, R>(
  form: UseFormReturn<T>,
  onSubmit: FormSubmit<T>,
  onSaved: (values: T) => void,
  versioned?: Versioned<T, R>
) {
  const { t } = useTranslation()
  const [alert, setAlert] = useState<string | null>(null)
  const [conflict, setConflict] = useState<Conflict<T> | null>(null)
  // Read at navigation time: a save that moves on to another page is not "leaving unsaved".
  const saving = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  // The version the next save is based on: the record's as loaded, then each save's or conflict's.
  const base = useRef(versioned?.version)
  const given = versioned?.version
  useEffect(() => {
    // The record loaded again (another tab saved it) under unsaved edits: they keep their base, so saving them
    // shows the conflict instead of silently writing over the other change.
    const edited = JSON.stringify(form.getValues()) !== JSON.stringify(form.formState.defaultValues)
    if (!edited) base.current = given
  }, [given, form])

  const save = async (values: T) => {
    setAlert(null)
    saving.current = true
    const result = await Promise.resolve(onSubmit(values, { version: base.current })).finally(() => {
      saving.current = false
    })
    if (!result?.error) {
      base.current = savedVersion(result?.data) ?? base.current
      return onSaved(values)
    }
    const refusal = refusalOf(result.error)
    const start = form.formState.defaultValues as T
    const found =
      refusal.code === 'conflict' ? conflictOf(versioned, refusal.current, { start, mine: values }) : null
    if (found) {
      const labels = differing(found).map((field) => [field, labelOf(formRef.current, field)])
      return setConflict({ ...found, labels: Object.fromEntries(labels) })
    }
    const fields = Object.keys(form.getValues()) as Path<T>[]
    setAlert(applyServerError(refusal, form.setError, fields, t('form.saveFailed')))
  }
  const submit = (event?: BaseSyntheticEvent) => form.handleSubmit(save)(event)

  /** Saves the values chosen in the conflict dialog, on top of the version the other side left. */
  const resolve = (values: T) => {
    base.current = conflict?.version ?? base.current
    setConflict(null)
    for (const [field, value] of Object.entries(values))
      form.setValue(field as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true })
    return submit()
  }
  const dismissConflict = () => setConflict(null)
  return { alert, setAlert, submit, saving, formRef, conflict, resolve, dismissConflict }
}
