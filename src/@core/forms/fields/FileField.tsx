import { useEffect, useMemo, useState } from 'react'
import { FileUp, X } from 'lucide-react'
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone'
import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { numberFormat } from '@/utility/format'
import { FieldNotes, useBoundField, type FieldProps } from './Field'

export interface FileFieldProps<T extends FieldValues> extends Omit<FieldProps<T>, 'size'> {
  /** MIME types with their extensions, e.g. `{ 'image/*': ['.png', '.jpg'] }`. */
  accept?: Accept
  /** In bytes, per file. */
  maxSize?: number
  /** The form holds a list of files instead of one file (or null). */
  multiple?: boolean
  maxFiles?: number
}

const asFiles = (stored: unknown): File[] =>
  (Array.isArray(stored) ? stored : [stored]).filter((item): item is File => item instanceof File)

function useSize() {
  const { i18n } = useTranslation()
  return (bytes: number) => {
    const mega = bytes >= 1024 * 1024
    const format = numberFormat(i18n.language, { style: 'unit', unit: mega ? 'megabyte' : 'kilobyte' })
    return format.format(Math.round((bytes / (mega ? 1024 * 1024 : 1024)) * 10) / 10)
  }
}

/** Object URLs of the image files, revoked when a file leaves the list or the field unmounts. */
function usePreviews(files: File[]) {
  const urls = useMemo(
    () =>
      new Map(
        files
          .filter((file) => file.type.startsWith('image/'))
          .map((file) => [file, URL.createObjectURL(file)])
      ),
    [files]
  )
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls])
  return urls
}

/** Files dropped or picked, with image previews, removal, and the type, size and count checked on arrival. */
export function FileField<T extends FieldValues>(props: FileFieldProps<T>) {
  const { label, help, hideLabel, disabled, readOnly, className = 'mb-3' } = props
  const { accept, maxSize, multiple = false, maxFiles = multiple ? Infinity : 1 } = props
  const { t } = useTranslation()
  const size = useSize()
  const { field, controlId, errorText, aria } = useBoundField(props)
  const files = useMemo(() => asFiles(field.value), [field.value])
  const previews = usePreviews(files)
  const [refused, setRefused] = useState<string[]>([])
  const store = (next: File[]) => field.onChange(multiple ? next : (next[0] ?? null))
  const reason = ({ file, errors }: FileRejection) =>
    errors.map(({ code }) =>
      code === 'file-invalid-type'
        ? t('form.file.errors.type', { name: file.name })
        : code === 'file-too-large'
          ? t('form.file.errors.size', { name: file.name, size: size(maxSize ?? 0) })
          : t('form.file.errors.count', { max: maxFiles })
    )
  const onDrop = (accepted: File[], rejections: FileRejection[]) => {
    const kept = multiple ? [...files, ...accepted] : accepted.slice(0, 1)
    const over = kept.length > maxFiles ? [t('form.file.errors.count', { max: maxFiles })] : []
    setRefused([...new Set([...rejections.flatMap(reason), ...over])])
    if (accepted.length > 0) store(kept.slice(0, maxFiles))
  }
  const zone = useDropzone({ accept, maxSize, multiple, disabled: disabled || readOnly, onDrop })
  const types =
    accept &&
    Object.entries(accept).flatMap(([mime, extensions]) => (extensions.length ? extensions : [mime]))
  const zoneClass = [
    'form-control d-flex align-items-center gap-2 text-body-secondary',
    (errorText || refused.length > 0) && 'is-invalid',
    zone.isDragActive && 'border-primary'
  ]
    .filter(Boolean)
    .join(' ')
  const describedBy = [aria['aria-describedby'], refused.length > 0 && `${controlId}-refused`]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={className}>
      <label
        id={`${controlId}-label`}
        htmlFor={controlId}
        className={hideLabel ? 'visually-hidden' : 'form-label'}
      >
        {label}
      </label>
      {/* Beside the drop zone, not in it: a focusable input inside a button is nested interaction. */}
      <input
        {...zone.getInputProps({ id: controlId, name: field.name, 'aria-invalid': aria['aria-invalid'] })}
      />
      <div
        {...zone.getRootProps({
          role: 'button',
          'aria-labelledby': `${controlId}-label`,
          'aria-describedby': describedBy || undefined,
          'aria-disabled': disabled || readOnly || undefined,
          className: zoneClass
        })}
      >
        <FileUp size={18} aria-hidden="true" />
        <span>{t(multiple ? 'form.file.dropMany' : 'form.file.dropOne')}</span>
      </div>
      {types && maxSize !== undefined && (
        <div className="form-text">
          {t('form.file.accepted', { types: types.join(', '), size: size(maxSize) })}
        </div>
      )}
      {refused.length > 0 && (
        <ul className="invalid-feedback d-block list-unstyled mb-0" id={`${controlId}-refused`} role="alert">
          {refused.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul className="list-unstyled d-flex flex-column gap-2 mt-2 mb-0">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="d-flex align-items-center gap-2">
              {previews.has(file) && (
                <img
                  src={previews.get(file)}
                  alt=""
                  width={40}
                  height={40}
                  className="rounded object-fit-cover"
                />
              )}
              <span className="text-truncate">{file.name}</span>
              <span className="small text-body-secondary">{size(file.size)}</span>
              {!disabled && !readOnly && (
                <button
                  type="button"
                  className="btn btn-sm btn-link text-body-secondary ms-auto p-1"
                  aria-label={t('form.remove', { name: file.name })}
                  onClick={() => store(files.filter((_, at) => at !== index))}
                >
                  <X size={16} aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FieldNotes id={controlId} help={help} errorText={errorText} />
    </div>
  )
}
