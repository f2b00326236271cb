import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'
import { ModalForm } from '@core/forms/ModalForm'
import type { FormSubmit } from '@core/forms/useFormSubmit'
import { z } from 'zod/mini'
import { workspaceLimits, zEntryName } from '../contract'

const nameSchema = z.object({ name: zEntryName() })
type NameFields = z.input<typeof nameSchema>

interface Props {
  isOpen: boolean
  title: string
  submitLabel: string
  initial: string
  onSubmit: FormSubmit<NameFields>
  onClose: () => void
}

/** Asks for a folder's or a file's name, checked by the contract's rule; the server's refusal shows under it. */
export function NameDialog({ isOpen, title, submitLabel, initial, onSubmit, onClose }: Props) {
  const { t } = useTranslation('fileManager')
  return (
    <ModalForm
      namespace="fileManager"
      isOpen={isOpen}
      title={title}
      schema={nameSchema}
      defaultValues={{ name: initial }}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={submitLabel}
    >
      <TextField
        id="file-manager-name"
        label={t('name.label')}
        help={t('name.help', { max: workspaceLimits.name })}
        maxLength={workspaceLimits.name + 20}
        name="name"
      />
    </ModalForm>
  )
}
