import type { ChangeEvent } from 'react'
import { FileUp, Paperclip, X } from 'lucide-react'
import type { FieldValues } from 'react-hook-form'
import { FieldNotes, useBoundField, type FieldProps } from './Field'
import { IconButton } from '@core/components/IconButton'

type Named = { name: string }

export interface FileNamesFieldProps<T extends FieldValues> extends Omit<
  FieldProps<T>,
  'size' | 'labelAside' | 'hideLabel' | 'readOnly'
> {
  /** The record a chosen file becomes: the form keeps records (a name), not the files themselves. */
  toRecord: (file: File) => Named
  maxFiles: number
  addLabel: string
  emptyText: string
  removeLabel: (name: string) => string
}

/** A list of attached files kept by name, with a button to add more and one to remove each. */
export function FileNamesField<T extends FieldValues>(props: FileNamesFieldProps<T>) {
  const {
    label,
    help,
    disabled,
    className = 'mb-3',
    toRecord,
    maxFiles,
    addLabel,
    emptyText,
    removeLabel
  } = props
  const { field, controlId, errorText, aria } = useBoundField(props)
  const files = (field.value ?? []) as Named[]
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])].map(toRecord)
    field.onChange([...files, ...chosen].slice(0, maxFiles))
    event.target.value = ''
  }
  return (
    <div className={className} role="group" aria-labelledby={`${controlId}-label`}>
      <span className="form-label d-block" id={`${controlId}-label`}>
        {label}
      </span>
      {files.length === 0 ? (
        <p className="small text-body-secondary mb-2">{emptyText}</p>
      ) : (
        <ul className="list-unstyled mb-2">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="d-flex align-items-center gap-2 small py-1">
              <Paperclip size={14} aria-hidden="true" />
              <span className="text-break">{file.name}</span>
              <IconButton
                icon={X}
                size="sm"
                iconSize={14}
                className="btn-link ms-auto"
                label={removeLabel(file.name)}
                disabled={disabled}
                onClick={() => field.onChange(files.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ul>
      )}
      <label
        htmlFor={controlId}
        className={`btn btn-outline-primary btn-sm mb-0${disabled ? ' disabled' : ''}`}
      >
        <FileUp size={14} className="me-1" aria-hidden="true" />
        {addLabel}
      </label>
      <input
        id={controlId}
        type="file"
        multiple
        className="visually-hidden"
        disabled={disabled}
        onChange={add}
        {...aria}
      />
      <FieldNotes id={controlId} help={help} errorText={errorText} />
    </div>
  )
}
