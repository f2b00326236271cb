import type { FormEvent, ReactNode } from 'react'
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { FieldNamespace } from './fields/Field'
import { useContractForm, type FormSetup } from './useContractForm'

/** A form's content, or a function of the form for content that sets or reads its values. */
export type FormChildren<T extends FieldValues> = ReactNode | ((form: UseFormReturn<T>) => ReactNode)

export const renderChildren = <T extends FieldValues>(children: FormChildren<T>, form: UseFormReturn<T>) =>
  typeof children === 'function' ? children(form) : children

/** The fields of a form reach it through context, and their messages through its namespace. */
export function FormScope<T extends FieldValues>({
  form,
  namespace,
  children
}: {
  form: UseFormReturn<T>
  namespace: string
  children: ReactNode
}) {
  return (
    <FormProvider {...form}>
      <FieldNamespace.Provider value={namespace}>{children}</FieldNamespace.Provider>
    </FormProvider>
  )
}

interface Props<T extends FieldValues> extends FormSetup<T> {
  /** Called with valid values; the form is there to set a refusal on a field. */
  onSubmit?: (values: T, form: UseFormReturn<T>) => unknown
  /** The i18n namespace of the schema's messages. */
  namespace?: string
  /** The form's accessible name. */
  label?: string
  /** The id of the heading that names the form, instead of `label`. */
  labelledBy?: string
  className?: string
  /** Shown before the form element and still within reach of the form (demo accounts that fill it in). */
  before?: FormChildren<T>
  children: FormChildren<T>
}

/** A form that is neither a page's nor a panel's (sign-in, a wizard, a demo): it owns its state and validation. */
export function Form<T extends FieldValues>({
  onSubmit,
  namespace = 'common',
  label,
  labelledBy,
  className,
  before,
  children,
  ...setup
}: Props<T>) {
  const form = useContractForm(setup)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSubmit) return event.preventDefault()
    void form.handleSubmit((values) => onSubmit(values, form))(event)
  }
  return (
    <FormScope form={form} namespace={namespace}>
      {before && renderChildren(before, form)}
      <form
        noValidate
        onSubmit={submit}
        aria-label={label}
        aria-labelledby={labelledBy}
        className={className}
      >
        {renderChildren(children, form)}
      </form>
    </FormScope>
  )
}
