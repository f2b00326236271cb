import { createContext, useContext, useState, type FormEvent, type ReactNode } from 'react'
import { useWatch, type DeepPartial, type FieldValues, type Path, type PathValue } from 'react-hook-form'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { FormScope } from './Form'
import { useContractForm, type FormSetup } from './useContractForm'
import { useFormSubmit, type FormSubmit } from './useFormSubmit'
import { useLeaveGuard } from './useLeaveGuard'

/** What the parts of a draft form reach through `useDraftForm()`. */
export interface DraftActions<T extends FieldValues> {
  /** Sets `values` (e.g. `{ isDraft: true }`), then checks and sends the form. */
  submit: (values?: Partial<T>) => void
  /** Closes the draft, after a question if it holds something. */
  discard: () => void
  /** The refusal of the last send, if it was refused. */
  alert: string | null
}

const Draft = createContext<DraftActions<FieldValues> | null>(null)

export function useDraftForm<T extends FieldValues>() {
  const actions = useContext(Draft)
  if (!actions) throw new Error('useDraftForm is used inside a DraftForm')
  return actions as unknown as DraftActions<T>
}

interface Props<T extends FieldValues> extends FormSetup<T> {
  onSubmit: FormSubmit<T>
  /** Once sent: the draft is done with. */
  onSaved: (values: T) => void
  /** Closes it without sending. */
  onDiscard: () => void
  /** Whether it holds something worth a question before it is lost (by default: it was changed). */
  hasContent?: (values: DeepPartial<T>) => boolean
  /** The question before it is lost, by closing it or leaving the page. */
  question: { title: string; message: string; confirm: string }
  /** Values set before a plain submit (Enter or the submit button), e.g. `{ isDraft: false }`. */
  submitValues?: Partial<T>
  /** Paths that keep the draft on screen, so going there is not leaving. */
  stays?: (pathname: string) => boolean
  /** The i18n namespace of the schema's messages. */
  namespace?: string
  children: ReactNode
}

/** A form that is written, then sent or dropped (a mail being composed): a refusal keeps it as it is, and closing it
 *  or leaving the page asks first while it holds something. */
export function DraftForm<T extends FieldValues>({
  onSubmit,
  onSaved,
  onDiscard,
  hasContent,
  question,
  submitValues,
  stays,
  namespace = 'common',
  children,
  ...setup
}: Props<T>) {
  const form = useContractForm(setup)
  const values = useWatch({ control: form.control }) as DeepPartial<T>
  const filled = hasContent ? hasContent(values) : form.formState.isDirty
  const [asking, setAsking] = useState(false)
  const { alert, submit: send, saving } = useFormSubmit(form, onSubmit, onSaved)
  const guard = useLeaveGuard(() => filled && !saving.current, stays)

  const submit = (patch?: Partial<T>) => {
    for (const [name, value] of Object.entries(patch ?? {}))
      form.setValue(name as Path<T>, value as PathValue<T, Path<T>>)
    void send()
  }
  const actions: DraftActions<T> = {
    submit,
    discard: () => (filled ? setAsking(true) : onDiscard()),
    alert
  }
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    submit(submitValues)
  }

  return (
    <FormScope form={form} namespace={namespace}>
      <Draft.Provider value={actions as unknown as DraftActions<FieldValues>}>
        <form noValidate onSubmit={onFormSubmit}>
          {children}
        </form>
      </Draft.Provider>
      <ConfirmDialog
        isOpen={asking || guard.leaving}
        title={question.title}
        message={question.message}
        confirmLabel={question.confirm}
        onConfirm={guard.leaving ? guard.leave : onDiscard}
        onCancel={guard.leaving ? guard.stay : () => setAsking(false)}
      />
    </FormScope>
  )
}
