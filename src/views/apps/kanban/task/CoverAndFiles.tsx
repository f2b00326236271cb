import { useId, type ChangeEvent } from 'react'
import { FileUp, Paperclip, X } from 'lucide-react'
import { useController, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a control of its own, not yet in the family
import { Button, FormGroup, Input, Label } from 'reactstrap'
import { kanbanCovers, taskLimits } from '../contract'
import type { TaskFormValues } from './taskForm'
import { DataImage } from '@core/components/data-image/DataImage'

export function CoverField() {
  const { t } = useTranslation('kanban')
  const { register } = useFormContext<TaskFormValues>()
  const choices = ['', ...kanbanCovers]
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('panel.fields.cover')}</legend>
      <div className="d-flex flex-wrap gap-2">
        {choices.map((path, index) => (
          <label key={path || 'none'} className="kanban-cover-choice">
            <input type="radio" className="visually-hidden" value={path} {...register('coverImage')} />
            {path ? (
              <DataImage src={path} alt={t('panel.coverOption', { number: index })} width={96} height={42} />
            ) : (
              <span>{t('panel.noCover')}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** The demo stores the names only: there is no file server behind the mock. */
export function AttachmentsField() {
  const { t } = useTranslation('kanban')
  const id = useId()
  const { control } = useFormContext<TaskFormValues>()
  const { field } = useController({ control, name: 'attachments' })
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])].map((file) => ({ name: file.name.slice(0, 120), img: '' }))
    field.onChange([...field.value, ...chosen].slice(0, taskLimits.attachments))
    event.target.value = ''
  }
  return (
    <FormGroup>
      <span className="form-label d-block">{t('panel.fields.attachments')}</span>
      {field.value.length === 0 ? (
        <p className="small text-body-secondary mb-2">{t('panel.noAttachments')}</p>
      ) : (
        <ul className="list-unstyled mb-2">
          {field.value.map((file, index) => (
            <li key={`${file.name}-${index}`} className="d-flex align-items-center gap-2 small py-1">
              <Paperclip size={14} aria-hidden="true" />
              <span className="text-break">{file.name}</span>
              <Button
                color="link"
                size="sm"
                className="btn-icon-action ms-auto"
                aria-label={t('panel.removeAttachment', { name: file.name })}
                onClick={() => field.onChange(field.value.filter((_, at) => at !== index))}
              >
                <X size={14} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Label for={id} className="btn btn-outline-primary btn-sm mb-0">
        <FileUp size={14} className="me-1" aria-hidden="true" />
        {t('panel.addFiles')}
      </Label>
      <Input id={id} type="file" multiple className="visually-hidden" onChange={add} />
    </FormGroup>
  )
}
