import { useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { LazyRichTextEditor } from '@core/components/editor/LazyRichTextEditor'
import { sanitizeHtml } from '@/utility/sanitize'
import { FieldNotes, useBoundField, type FieldProps } from './Field'

export interface RichTextFieldProps<T extends FieldValues> extends Omit<FieldProps<T>, 'size'> {
  label: string
  placeholder?: string
  minHeight?: string
  /** The editor's full toolbar. */
  full?: boolean
}

/** The lazy TipTap editor bound to the form; what it hands the form has been through the sanitizer. */
export function RichTextField<T extends FieldValues>(props: RichTextFieldProps<T>) {
  const { label, help, hideLabel, className = 'mb-3', placeholder, minHeight } = props
  const { field, controlId, errorText, aria } = useBoundField(props)
  // The editor gets back what it wrote, not the cleaned copy, or each difference would move the caret.
  const [last, setLast] = useState({ written: '', clean: '' })
  const value = String(field.value ?? '')
  return (
    <div className={className}>
      <span className={hideLabel ? 'visually-hidden' : 'form-label d-block'}>{label}</span>
      <LazyRichTextEditor
        value={value === last.clean ? last.written : value}
        onChange={(html) => {
          const clean = html && sanitizeHtml(html)
          setLast({ written: html, clean })
          field.onChange(clean)
        }}
        readOnly={props.readOnly || props.disabled}
        label={label}
        placeholder={placeholder}
        invalid={aria['aria-invalid']}
        describedBy={aria['aria-describedby']}
        minHeight={minHeight}
        full={props.full}
      />
      <FieldNotes id={controlId} help={help} errorText={errorText} />
    </div>
  )
}
