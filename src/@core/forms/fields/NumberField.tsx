import { useState, type KeyboardEvent } from 'react'
import { Minus, Plus } from 'lucide-react'
import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { numberFormat } from '@/utility/format'
import { controlClass, FieldLabel, FieldNotes, useBoundField, type FieldProps } from './Field'

export interface NumberFieldProps<T extends FieldValues> extends FieldProps<T> {
  min?: number
  max?: number
  step?: number
  /** Digits after the decimal point the value is rounded to. */
  decimals?: number
  placeholder?: string
}

const numeric = /^-?\d*([.,]\d*)?$/
const parse = (text: string) => {
  const n = Number(text.replace(',', '.'))
  return text === '' || Number.isNaN(n) ? null : n
}

/** A number with − and + buttons and the arrow keys; the form holds a number (or null when empty). */
export function NumberField<T extends FieldValues>(props: NumberFieldProps<T>) {
  const { label, help, labelAside, hideLabel, size, disabled, readOnly, className = 'mb-3' } = props
  const { min = -Infinity, max = Infinity, step = 1, decimals = 0, placeholder } = props
  const { t, i18n } = useTranslation()
  // The page language's decimal mark; no grouping, so the text reads back as typed.
  const shown = (n: number) =>
    numberFormat(i18n.language, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: false
    }).format(n)
  const { field, controlId, errorText, aria } = useBoundField(props)
  const stored: unknown = field.value
  const value = typeof stored === 'number' ? stored : null
  const [typed, setTyped] = useState<string | null>(null)
  const fit = (n: number) => Number(Math.min(max, Math.max(min, n)).toFixed(decimals))
  const set = (n: number | null) => {
    setTyped(null)
    field.onChange(n === null || Number.isNaN(n) ? null : fit(n))
  }
  const stepBy = (direction: 1 | -1) =>
    set(value === null ? (Number.isFinite(min) ? min : 0) : value + direction * step)
  const locked = disabled || readOnly
  const onKeyDown = (event: KeyboardEvent) => {
    const direction = { ArrowUp: 1, ArrowDown: -1 }[event.key] as 1 | -1 | undefined
    if (!direction || locked) return
    event.preventDefault()
    stepBy(direction)
  }
  const button = (direction: 1 | -1) => (
    <button
      type="button"
      className="btn btn-outline-secondary"
      aria-label={t(direction > 0 ? 'form.increase' : 'form.decrease', {
        label: typeof label === 'string' ? label : ''
      })}
      aria-controls={controlId}
      tabIndex={-1}
      disabled={locked || (direction > 0 ? (value ?? -Infinity) >= max : (value ?? Infinity) <= min)}
      onClick={() => stepBy(direction)}
    >
      {direction > 0 ? <Plus size={16} aria-hidden="true" /> : <Minus size={16} aria-hidden="true" />}
    </button>
  )
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} aside={labelAside} hidden={hideLabel} />
      <div className={`input-group has-validation${size ? ` input-group-${size}` : ''}`}>
        {button(-1)}
        <input
          id={controlId}
          name={field.name}
          ref={field.ref}
          type="text"
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          role="spinbutton"
          aria-valuenow={value ?? undefined}
          aria-valuemin={Number.isFinite(min) ? min : undefined}
          aria-valuemax={Number.isFinite(max) ? max : undefined}
          className={controlClass('form-control', size, Boolean(errorText))}
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readOnly}
          value={typed ?? (value === null ? '' : shown(value))}
          onChange={(event) => {
            if (!numeric.test(event.target.value)) return
            setTyped(event.target.value)
            field.onChange(parse(event.target.value))
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (typed !== null) set(parse(typed))
            field.onBlur()
          }}
          {...aria}
        />
        {button(1)}
      </div>
      <FieldNotes id={controlId} help={help} errorText={errorText} />
    </div>
  )
}
