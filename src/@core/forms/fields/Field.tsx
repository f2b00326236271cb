import { createContext, useContext, useId, type ReactNode } from 'react'
import {
  get,
  useController,
  useFormContext,
  useFormState,
  type FieldValues,
  type Path,
  type RegisterOptions
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
// Plain Bootstrap markup, not reactstrap: the sign-in pages use these fields and have a budgeted first load.

/** The i18n namespace a form's schema messages belong to (an app's own; `common` by default). */
export const FieldNamespace = createContext('common')

export type FieldSize = 'sm' | 'lg'

/** What every field of the family takes: the name of its value in the surrounding form. */
export interface FieldProps<T extends FieldValues = FieldValues> {
  id?: string
  name: Path<T>
  label: ReactNode
  /** A line under the control. */
  help?: ReactNode
  /** At the end of the label row (a "Forgot password?" link). */
  labelAside?: ReactNode
  hideLabel?: boolean
  disabled?: boolean
  readOnly?: boolean
  size?: FieldSize
  className?: string
}

/** A native control's field also takes how its value is read (`valueAsNumber`, an extra `onChange`). */
export interface RegisteredFieldProps<T extends FieldValues = FieldValues> extends FieldProps<T> {
  rules?: RegisterOptions<T, Path<T>>
}

type FieldError = { message?: string; type?: string }

/** A schema message is an i18n key (it has a dot) or a validation code; a server's is shown as written. */
export function useErrorText(error: FieldError | undefined, namespace?: string): string | undefined {
  const formNamespace = useContext(FieldNamespace)
  const { t } = useTranslation(namespace ?? formNamespace)
  const message = error?.message
  if (!message) return undefined
  if (error.type === 'server') return message
  return t(/[.:]/.test(message) ? message : `common:validation.${message}`)
}

/** The ids and aria attributes that tie a control to its help and error. */
function useFieldIds({ id, error, help }: { id?: string; error?: FieldError; help?: ReactNode }) {
  const fallback = useId()
  const controlId = id ?? fallback
  const errorText = useErrorText(error)
  const described = [help ? `${controlId}-help` : '', errorText ? `${controlId}-error` : ''].filter(Boolean)
  return {
    controlId,
    errorText,
    aria: {
      'aria-invalid': Boolean(errorText),
      'aria-describedby': described.length > 0 ? described.join(' ') : undefined
    }
  }
}

/** A native control's registration in the surrounding form, with the ids and aria attributes of its help and error. */
export function useRegisteredField<T extends FieldValues>({
  name,
  rules,
  id,
  help
}: Pick<RegisteredFieldProps<T>, 'name' | 'rules' | 'id' | 'help'>) {
  const { register, control } = useFormContext<T>()
  const { errors } = useFormState({ control, name })
  const error = get(errors, name) as FieldError | undefined
  return { registration: register(name, rules), ...useFieldIds({ id, help, error }) }
}

/** The controller of a field whose value is not plain text, with the ids and aria attributes of its help and error. */
export function useBoundField<T extends FieldValues>({
  name,
  id,
  help
}: Pick<FieldProps<T>, 'name' | 'id' | 'help'>) {
  const { field } = useController<T>({ name })
  // Not exact: an error on one part of a record (`client.name`) shows under the record's field.
  const { errors } = useFormState<T>({ name })
  return {
    field,
    ...useFieldIds({ id, help, error: firstError(get(errors, name) as ErrorTree | undefined) })
  }
}

type ErrorTree = FieldError & { [part: string]: unknown }

/** A value's own error, or the first of its parts' (a record is refused by one of its fields). */
const firstError = (error: ErrorTree | undefined): FieldError | undefined =>
  error?.message
    ? error
    : Object.values(error ?? {})
        .map((part) => (part && typeof part === 'object' ? firstError(part as ErrorTree) : undefined))
        .find(Boolean)

export function FieldLabel({
  htmlFor,
  label,
  aside,
  hidden
}: {
  htmlFor: string
  label: ReactNode
  aside?: ReactNode
  hidden?: boolean
}) {
  const element = (
    <label className={hidden ? 'visually-hidden' : 'form-label'} htmlFor={htmlFor}>
      {label}
    </label>
  )
  if (!aside) return element
  return (
    <div className="d-flex justify-content-between align-items-baseline gap-2">
      {element}
      {aside}
    </div>
  )
}

/** The help line and the error under a control. */
export function FieldNotes({ id, help, errorText }: { id: string; help?: ReactNode; errorText?: string }) {
  return (
    <>
      {errorText && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {errorText}
        </div>
      )}
      {help && (
        <div className="form-text" id={`${id}-help`}>
          {help}
        </div>
      )}
    </>
  )
}

export const controlClass = (base: string, size: FieldSize | undefined, invalid: boolean) =>
  [base, size && `${base}-${size}`, invalid && 'is-invalid'].filter(Boolean).join(' ')
