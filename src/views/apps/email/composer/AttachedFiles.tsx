import { useRef } from 'react'
import { Paperclip, X } from 'lucide-react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { emailLimits } from '../contract'
import { fileSize } from '../format'
import type { ComposeValues } from './schema'
import { IconButton } from '@core/components/IconButton'

const pill =
  'badge rounded-pill bg-secondary-subtle text-secondary-emphasis d-inline-flex align-items-center gap-1 fw-normal'

export function AttachedFiles() {
  const { t, i18n } = useTranslation('email')
  const { control, setValue } = useFormContext<ComposeValues>()
  const files = useWatch({ control, name: 'files' })
  if (files.length === 0) return null
  const remove = (index: number) =>
    setValue(
      'files',
      files.filter((_, i) => i !== index),
      { shouldDirty: true }
    )
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0" aria-label={t('compose.files')}>
      {files.map((file, index) => (
        <li key={`${file.fileName}-${index}`} className={pill}>
          <Paperclip size={12} aria-hidden />
          {file.fileName} ({fileSize(file.size, i18n.language)})
          <button
            type="button"
            className="btn btn-sm p-0 border-0 text-reset"
            aria-label={t('compose.removeFile', { name: file.fileName })}
            onClick={() => remove(index)}
          >
            <X size={12} aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  )
}

/** Files are only named in the mail: their contents stay on this computer. */
export function AttachButton() {
  const { t } = useTranslation('email')
  const { getValues, setValue } = useFormContext<ComposeValues>()
  const input = useRef<HTMLInputElement>(null)
  const add = (list: FileList | null) => {
    const picked = [...(list ?? [])].map((file) => ({ fileName: file.name, size: file.size }))
    setValue('files', [...getValues('files'), ...picked].slice(0, emailLimits.attachments), {
      shouldDirty: true
    })
    if (input.current) input.current.value = ''
  }
  return (
    <>
      <IconButton icon={Paperclip} label={t('compose.attach')} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={t('compose.attach')}
        data-testid="composer-files"
        onChange={(event) => add(event.target.files)}
      />
    </>
  )
}
