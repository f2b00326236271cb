import { lazy, Suspense } from 'react'
import { Calendar } from 'lucide-react'
import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useRtl } from '@core/hooks/useSkin'
import { dateFormat } from '@/utility/format'
import { controlClass, FieldLabel, FieldNotes, useBoundField, type FieldProps } from './Field'
import { readStored, toDate, toDay, type DateMode } from './date/isoDays'
import { usePopover } from './date/usePopover'

const DayPickerPanel = lazy(() => import('./date/DayPickerPanel'))

export interface DateFieldProps<T extends FieldValues> extends FieldProps<T> {
  /** `range` holds `{ from, to }`; `datetime` `YYYY-MM-DDTHH:mm`; `multiple` a list of days; otherwise `YYYY-MM-DD`. */
  mode?: DateMode
  /** The calendar always shown on the page instead of in a popover (not with `datetime`). */
  inline?: boolean
  /** The first and last days that can be chosen, as `YYYY-MM-DD`. */
  min?: string
  max?: string
  isDayDisabled?: (day: string) => boolean
  placeholder?: string
  /** Month and year menus in the calendar's caption, for a date that can be years away (a birth date). */
  menus?: boolean
}

const empty = { single: '', datetime: '', range: { from: '', to: '' }, multiple: [] }

/** The chosen day, range or days as the page's language writes them. */
function describe(value: ReturnType<typeof readStored>, mode: DateMode, language: string) {
  const shown = (day: string) =>
    toDate(day) ? dateFormat(language, { dateStyle: 'medium' }).format(toDate(day)) : ''
  if (mode === 'multiple') return value.days.map(shown).join(', ')
  return mode === 'range' && value.from ? `${shown(value.from)} – ${shown(value.to)}` : shown(value.from)
}

/** A day (or a range, several days, or a day and a time) picked in a calendar loaded on first showing. */
export function DateField<T extends FieldValues>(props: DateFieldProps<T>) {
  const { label, help, labelAside, hideLabel, size, disabled, readOnly, className = 'mb-3' } = props
  const { mode = 'single', inline = false, min, max, isDayDisabled, placeholder, menus = false } = props
  const { t, i18n } = useTranslation()
  const { direction } = useRtl()
  const { field, controlId, errorText, aria } = useBoundField(props)
  const { open, setOpen, close, triggerRef, boxRef } = usePopover()
  const value = readStored(field.value, mode)
  const text = describe(value, mode, i18n.language)
  const store = (from: string, to: string, time: string) =>
    field.onChange(
      mode === 'range' ? { from, to } : mode === 'datetime' && from ? `${from}T${time || '00:00'}` : from
    )
  const disabledDays = [
    ...(toDate(min) ? [{ before: toDate(min) as Date }] : []),
    ...(toDate(max) ? [{ after: toDate(max) as Date }] : []),
    ...(isDayDisabled ? [(date: Date) => isDayDisabled(toDay(date))] : []),
    ...(inline && (disabled || readOnly) ? [() => true] : [])
  ]
  const boxClass = `${errorText ? 'border-danger ' : ''}border rounded d-inline-block p-2`
  const panel = (
    <Suspense fallback={<div className="spinner-border spinner-border-sm m-3" role="status" />}>
      <DayPickerPanel
        language={i18n.language}
        dir={direction}
        disabled={disabledDays}
        mode={mode === 'datetime' ? 'single' : mode}
        focusOnOpen={!inline}
        menus={menus ? { first: toDate(min), last: toDate(max) } : undefined}
        selected={{ from: toDate(value.from), to: toDate(value.to) }}
        days={value.days.flatMap((day) => toDate(day) ?? [])}
        onSelectDays={(days) => field.onChange(days.map(toDay).sort())}
        onSelect={({ from, to }) => {
          store(toDay(from), toDay(to), value.time)
          if (!inline && (mode !== 'range' || (from && to && toDay(from) !== toDay(to)))) close()
        }}
      />
    </Suspense>
  )
  if (inline)
    return (
      <div className={className}>
        <span id={`${controlId}-label`} className={hideLabel ? 'visually-hidden' : 'form-label d-block'}>
          {label}
        </span>
        <div
          role="group"
          id={controlId}
          aria-labelledby={`${controlId}-label`}
          className={boxClass}
          {...aria}
        >
          {panel}
        </div>
        <FieldNotes id={controlId} help={help} errorText={errorText} />
      </div>
    )
  const controlClassName = controlClass('form-control', size, Boolean(errorText))
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} aside={labelAside} hidden={hideLabel} />
      <div className="d-flex gap-2 position-relative" ref={boxRef}>
        <button
          type="button"
          id={controlId}
          ref={(node) => {
            triggerRef.current = node
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
          <Calendar size={16} aria-hidden="true" className="flex-shrink-0" />
          <span className={text ? 'text-truncate' : 'text-body-secondary'}>
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
            {panel}
            {value.from && (
              <button
                type="button"
                className="btn btn-sm btn-link"
                onClick={() => (field.onChange(empty[mode]), close())}
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
