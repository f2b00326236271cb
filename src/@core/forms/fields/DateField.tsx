import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Calendar } from 'lucide-react'
import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useRtl } from '@core/hooks/useSkin'
import { dateFormat } from '@/utility/format'
import { controlClass, FieldLabel, FieldNotes, useBoundField, type BoundFieldProps } from './Field'
import { readStored, toDate, toDay } from './date/isoDays'

const DayPickerPanel = lazy(() => import('./date/DayPickerPanel'))

export interface DateFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  /** `range` holds `{ from, to }`; `datetime` holds `YYYY-MM-DDTHH:mm`; otherwise `YYYY-MM-DD`. */
  mode?: 'single' | 'range' | 'datetime'
  /** The first and last days that can be chosen, as `YYYY-MM-DD`. */
  min?: string
  max?: string
  isDayDisabled?: (day: string) => boolean
  placeholder?: string
}

/** A day (or a range, or a day and a time) picked in a popover calendar loaded on first opening. */
export function DateField<T extends FieldValues>(props: DateFieldProps<T>) {
  const { label, help, labelAside, hideLabel, size, disabled, readOnly, className = 'mb-3' } = props
  const { mode = 'single', min, max, isDayDisabled, placeholder } = props
  const { t, i18n } = useTranslation()
  const { direction } = useRtl()
  const { field, controlId, errorText, aria } = useBoundField(props)
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement | null>(null)
  const box = useRef<HTMLDivElement>(null)
  const value = readStored(field.value, mode)
  const close = () => {
    setOpen(false)
    trigger.current?.focus()
  }
  useEffect(() => {
    if (!open) return
    const outside = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false)
    }
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      trigger.current?.focus()
    }
    document.addEventListener('mousedown', outside)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('mousedown', outside)
      document.removeEventListener('keydown', escape)
    }
  }, [open])
  const shown = (day: string) =>
    toDate(day) ? dateFormat(i18n.language, { dateStyle: 'medium' }).format(toDate(day)) : ''
  const text =
    mode === 'range' && value.from ? `${shown(value.from)} – ${shown(value.to)}` : shown(value.from)
  const store = (from: string, to: string, time: string) =>
    field.onChange(
      mode === 'range' ? { from, to } : mode === 'datetime' && from ? `${from}T${time || '00:00'}` : from
    )
  const disabledDays = [
    ...(toDate(min) ? [{ before: toDate(min) as Date }] : []),
    ...(toDate(max) ? [{ after: toDate(max) as Date }] : []),
    ...(isDayDisabled ? [(date: Date) => isDayDisabled(toDay(date))] : [])
  ]
  const controlClassName = controlClass('form-control', size, Boolean(errorText))
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} aside={labelAside} hidden={hideLabel} />
      <div className="d-flex gap-2 position-relative" ref={box}>
        <button
          type="button"
          id={controlId}
          ref={(node) => {
            trigger.current = node
            field.ref(node)
          }}
          name={field.name}
          className={`${controlClassName} d-flex align-items-center gap-2 text-start`}
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={disabled || readOnly}
          onClick={() => setOpen((was) => !was)}
          onBlur={field.onBlur}
          {...aria}
        >
          <Calendar size={16} aria-hidden="true" />
          <span className={text ? '' : 'text-body-secondary'}>
            {text || placeholder || t('form.date.open')}
          </span>
        </button>
        {mode === 'datetime' && (
          <input
            type="time"
            className={controlClassName}
            style={{ maxWidth: '8rem' }}
            aria-label={t('form.date.time')}
            value={value.time}
            disabled={disabled || !value.from}
            readOnly={readOnly}
            onChange={(event) => store(value.from, '', event.target.value)}
          />
        )}
        {open && (
          <div
            role="dialog"
            aria-label={typeof label === 'string' ? label : t('form.date.open')}
            className="dropdown-menu show p-2 shadow"
            style={{ top: '100%', insetInlineStart: 0 }}
          >
            <Suspense fallback={<div className="spinner-border spinner-border-sm m-3" role="status" />}>
              <DayPickerPanel
                language={i18n.language}
                dir={direction}
                disabled={disabledDays}
                range={mode === 'range'}
                selected={{ from: toDate(value.from), to: toDate(value.to) }}
                onSelect={({ from, to }) => {
                  store(toDay(from), toDay(to), value.time)
                  if (mode !== 'range' || (from && to && toDay(from) !== toDay(to))) close()
                }}
              />
            </Suspense>
            {value.from && (
              <button
                type="button"
                className="btn btn-sm btn-link"
                onClick={() => (store('', '', ''), close())}
              >
                {t('form.date.clear')}
              </button>
            )}
          </div>
        )}
      </div>
      <FieldNotes id={controlId} help={help} errorText={errorText} />
    </div>
  )
}
