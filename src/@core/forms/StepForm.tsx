import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react'
import { get, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormScope } from './Form'
import { useContractForm, type FormSetup } from './useContractForm'

export interface FormStep<T extends FieldValues> {
  /** Names the step where it is shown and announced. */
  title: string
  /** The fields checked before the next step opens (a group's name checks the whole group). */
  fields: readonly Path<T>[]
}

/** Where a step form is, and the way back. */
export interface StepPosition {
  index: number
  last: boolean
  /** Opens a step already reached (never one ahead: Next checks the current step first). */
  goTo: (index: number) => void
}

/** What a step form's content is given to draw the current step and move between steps. */
export interface StepFormState<
  T extends FieldValues,
  S extends FormStep<T> = FormStep<T>
> extends StepPosition {
  form: UseFormReturn<T>
  total: number
  step: S
  /** Attach to the heading of the current step: with `focus="heading"` it takes the focus after a move. */
  headingRef: RefObject<HTMLHeadingElement>
}

interface Props<T extends FieldValues, S extends FormStep<T>> extends FormSetup<T> {
  /** A function of the form when the steps depend on an answer. */
  steps: readonly S[] | ((form: UseFormReturn<T>) => readonly S[])
  /** Called once, with every step's values valid. */
  onSubmit: (values: T, form: UseFormReturn<T>) => unknown
  /** After a move, the focus goes to the step's heading (read out with it) or to its first field. */
  focus?: 'heading' | 'field'
  /** The i18n namespace of the schema's messages. */
  namespace?: string
  /** The form's accessible name; the current step's title by default. */
  label?: string
  labelledBy?: string
  className?: string
  children: (state: StepFormState<T, S>) => ReactNode
}

/** The first step holding one of `errors`: a last check that fails on an earlier step opens that step. */
const stepWithError = <T extends FieldValues>(steps: readonly FormStep<T>[], errors: FieldErrors<T>) =>
  steps.findIndex((step) => step.fields.some((name) => get(errors, name)))

/** A form in steps: Next checks only the current step's fields, Back keeps every value, the last step submits. */
export function StepForm<T extends FieldValues, S extends FormStep<T> = FormStep<T>>({
  steps: stepList,
  onSubmit,
  focus = 'heading',
  namespace = 'common',
  label,
  labelledBy,
  className,
  children,
  ...setup
}: Props<T, S>) {
  const { t } = useTranslation()
  const form = useContractForm(setup)
  const steps = typeof stepList === 'function' ? stepList(form) : stepList
  const [index, setIndex] = useState(0)
  const [moves, setMoves] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const step = steps[index] ?? steps[0]!
  const last = index === steps.length - 1
  const firstField = step.fields[0]

  useEffect(() => {
    if (moves === 0) return
    if (focus === 'heading') headingRef.current?.focus()
    else if (firstField) form.setFocus(firstField)
  }, [moves, focus, firstField, form])

  const move = (next: number) => {
    if (next < 0 || next >= steps.length || next === index) return
    setIndex(next)
    setMoves((count) => count + 1)
  }
  const goTo = (earlier: number) => {
    if (earlier < index) move(earlier)
  }

  // A portalled form (in a modal) still bubbles its submit to an outer form in React.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    event.stopPropagation()
    if (form.formState.isSubmitting) return
    if (!(await form.trigger(step.fields as Path<T>[], { shouldFocus: true }))) return
    if (!last) return move(index + 1)
    await form.handleSubmit(
      (values) => onSubmit(values, form),
      (errors) => move(stepWithError(steps, errors))
    )()
  }

  const announced = t('form.step.announce', { current: index + 1, total: steps.length, title: step.title })
  return (
    <FormScope form={form} namespace={namespace}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={labelledBy ? undefined : (label ?? step.title)}
        aria-labelledby={labelledBy}
        className={className}
      >
        {/* The focus goes to a field, which does not say that the step changed: this line does. */}
        {focus === 'field' && (
          <div className="visually-hidden" aria-live="polite" aria-atomic="true">
            {moves > 0 && announced}
          </div>
        )}
        {children({ form, index, total: steps.length, step, last, goTo, headingRef })}
      </form>
    </FormScope>
  )
}
