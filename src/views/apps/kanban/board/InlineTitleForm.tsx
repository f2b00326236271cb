import { useEffect, useId } from 'react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button, Spinner } from 'reactstrap'
import { z } from 'zod/mini'
import { TextField } from '@core/forms/fields/TextField'
import { Form } from '@core/forms/Form'
import { limits } from '@/utility/contract'

const titleSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'validation.titleRequired'), z.maxLength(limits.shortText))
})
type TitleForm = z.infer<typeof titleSchema>

interface Props {
  label: string
  initial?: string
  submitLabel: string
  onSubmit: (title: string) => Promise<boolean>
  onDone: () => void
}

/** The field opens because the user asked for it: take them there. */
function FocusTitle() {
  const { setFocus } = useFormContext<TitleForm>()
  useEffect(() => setFocus('title'), [setFocus])
  return null
}

export function InlineTitleForm({ label, initial = '', submitLabel, onSubmit, onDone }: Props) {
  const { t } = useTranslation('kanban')
  const id = useId()
  const save = async ({ title }: TitleForm) => {
    if (await onSubmit(title)) onDone()
  }
  return (
    <Form<TitleForm>
      namespace="kanban"
      schema={titleSchema}
      defaultValues={{ title: initial }}
      onSubmit={save}
    >
      {({ formState: { isSubmitting } }) => (
        <>
          <FocusTitle />
          <TextField
            id={id}
            name="title"
            label={label}
            hideLabel
            placeholder={label}
            maxLength={limits.shortText}
            className=""
            onKeyDown={(event) => event.key === 'Escape' && onDone()}
          />
          <div className="d-flex gap-2 mt-2">
            <Button type="submit" color="primary" size="sm" disabled={isSubmitting}>
              {isSubmitting && <Spinner size="sm" className="me-1" aria-hidden="true" />}
              {submitLabel}
            </Button>
            <Button type="button" color="secondary" outline size="sm" onClick={onDone}>
              {t('add.cancel')}
            </Button>
          </div>
        </>
      )}
    </Form>
  )
}
