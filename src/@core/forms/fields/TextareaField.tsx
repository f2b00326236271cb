import { useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { controlClass, FieldLabel, FieldNotes, useRegisteredField, type RegisteredFieldProps } from './Field'

export interface TextareaFieldProps extends RegisteredFieldProps {
  rows?: number
  placeholder?: string
  /** Also shows "n / max" under the control. */
  maxLength?: number
  /** Grows with its text instead of scrolling. */
  autoGrow?: boolean
  /** A key of its own (Enter to post a comment). */
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void
}

/** A multi-line text with an optional character counter and auto-grow. */
export function TextareaField({
  id,
  label,
  name,
  rules,
  help,
  labelAside,
  hideLabel,
  size,
  className = 'mb-3',
  maxLength,
  autoGrow,
  rows = 3,
  ...input
}: TextareaFieldProps) {
  const { t } = useTranslation()
  const { registration, controlId, errorText, aria } = useRegisteredField({ name, rules, id, help })
  const element = useRef<HTMLTextAreaElement | null>(null)
  const [length, setLength] = useState(0)
  const fit = () => {
    const area = element.current
    if (!area) return
    setLength(area.value.length)
    if (autoGrow) {
      area.style.height = 'auto'
      area.style.height = `${area.scrollHeight}px`
    }
  }
  useLayoutEffect(fit)
  const { ref, onChange, ...rest } = registration
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} aside={labelAside} hidden={hideLabel} />
      <textarea
        id={controlId}
        rows={rows}
        maxLength={maxLength}
        className={controlClass('form-control', size, Boolean(errorText))}
        style={autoGrow ? { resize: 'none', overflow: 'hidden' } : undefined}
        ref={(node) => {
          element.current = node
          ref(node)
        }}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          fit()
          return onChange(event)
        }}
        {...aria}
        {...input}
        {...rest}
      />
      {maxLength !== undefined && (
        <div className="form-text text-end" aria-live="polite">
          {t('form.counter', { count: length, max: maxLength })}
        </div>
      )}
      <FieldNotes id={controlId} help={help} errorText={errorText} />
    </div>
  )
}
