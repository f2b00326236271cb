import { createContext, useContext, type ReactNode } from 'react'
import { useFormState, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button, Spinner } from 'reactstrap'
import { ConfirmDialog } from '../components/ConfirmDialog'
import type { Versioned } from './conflict/conflict'
import { ConflictDialog } from './conflict/ConflictDialog'
import { FormScope, renderChildren, type FormChildren } from './Form'
import { useContractForm, type FormSetup } from './useContractForm'
import { useFormSubmit, type FormSubmit } from './useFormSubmit'
import { useLeaveGuard } from './useLeaveGuard'

interface Props<T extends FieldValues, R> extends FormSetup<T> {
  onSubmit: FormSubmit<T>
  /** The record's version and how it becomes the form's values: a stale save then opens the conflict dialog. */
  versioned?: Versioned<T, R>
  /** The form's accessible name. */
  label: string
  /** The i18n namespace of the schema's messages. */
  namespace?: string
  /** Paths that keep this form on screen, so going there is not leaving. */
  stays?: (pathname: string) => boolean
  children: FormChildren<T>
}

const Discard = createContext<() => void>(() => undefined)

/** A form on a page: a refusal under its field or above the form, "discard" back to the last saved values, and a
 *  question before leaving with unsaved changes. A save resets the form to what was saved. */
export function PageForm<T extends FieldValues, R = unknown>({
  onSubmit,
  versioned,
  label,
  namespace = 'common',
  stays,
  children,
  ...setup
}: Props<T, R>) {
  const { t } = useTranslation()
  const form = useContractForm(setup)
  const saved = (values: T) => form.reset(values)
  const { alert, setAlert, submit, saving, formRef, ...conflict } = useFormSubmit(
    form,
    onSubmit,
    saved,
    versioned
  )
  const { isDirty } = form.formState
  const guard = useLeaveGuard(() => isDirty && !saving.current, stays)
  const discard = () => {
    form.reset()
    setAlert(null)
  }

  return (
    <FormScope form={form} namespace={namespace}>
      <Discard.Provider value={discard}>
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label={label}>
          {alert && (
            <div className="alert alert-danger" role="alert">
              {t('form.notSaved', { message: alert })}
            </div>
          )}
          {renderChildren(children, form)}
        </form>
      </Discard.Provider>
      <ConflictDialog
        conflict={conflict.conflict}
        onResolve={(values) => void conflict.resolve(values)}
        onCancel={conflict.dismissConflict}
      />
      <ConfirmDialog
        isOpen={guard.leaving}
        title={t('form.leaveTitle')}
        message={t('form.leaveText')}
        confirmLabel={t('form.leave')}
        onConfirm={guard.leave}
        onCancel={guard.stay}
      />
    </FormScope>
  )
}

/** The submit button of the form around it: disabled with a spinner while the save is on its way. */
export function SubmitButton({ children, block }: { children: ReactNode; block?: boolean }) {
  const { isSubmitting } = useFormState()
  return (
    <Button type="submit" color="primary" block={block} disabled={isSubmitting}>
      {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  )
}

/** Save and "discard changes", then any further actions. */
export function PageFormButtons({ submitLabel, children }: { submitLabel: string; children?: ReactNode }) {
  const { t } = useTranslation()
  const discard = useContext(Discard)
  return (
    <div className="d-flex flex-wrap gap-2 mb-4">
      <SubmitButton>{submitLabel}</SubmitButton>
      <Button type="button" color="secondary" outline onClick={discard}>
        {t('form.discard')}
      </Button>
      {children}
    </div>
  )
}
