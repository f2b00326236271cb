import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FileNamesField } from '@core/forms/fields/FileNamesField'
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
  return (
    <FileNamesField<TaskFormValues>
      name="attachments"
      label={t('panel.fields.attachments')}
      toRecord={(file) => ({ name: file.name.slice(0, 120), img: '' })}
      maxFiles={taskLimits.attachments}
      addLabel={t('panel.addFiles')}
      emptyText={t('panel.noAttachments')}
      removeLabel={(name) => t('panel.removeAttachment', { name })}
    />
  )
}
