import { useEffect } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { DateField } from './fields/DateField'
import { Form } from './Form'

/** Two days `YYYY-MM-DD`; `''` is a day not chosen. */
export interface DayRange {
  from: string
  to: string
}

interface Props {
  value: DayRange
  onChange: (range: DayRange) => void
  labels: DayRange
  /** The form's accessible name. */
  label: string
  min?: string
  max?: string
  /** Month and year menus, where the days can be years apart. */
  menus?: boolean
  size?: 'sm' | 'lg'
  className?: string
  fieldClassName?: string
}

/** Reports every change of the two days, and follows a value set from outside (a reset, the address). */
function Follow({ value, onChange }: Pick<Props, 'value' | 'onChange'>) {
  const { reset } = useFormContext<DayRange>()
  const current = useWatch<DayRange>()
  const from = current.from ?? ''
  const to = current.to ?? ''
  useEffect(() => {
    if (from !== value.from || to !== value.to) onChange({ from, to })
    // Only the user's changes are reported; a new value from outside is taken below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [from, to])
  useEffect(() => reset({ from: value.from, to: value.to }), [value.from, value.to, reset])
  return null
}

/** A filter by a span of days outside any form, with the kit's date fields: each day bounds the other. */
export function DateRangeFilter(props: Props) {
  const { value, onChange, labels, label, min, max, menus, size, className, fieldClassName = 'mb-0' } = props
  return (
    <Form<DayRange> defaultValues={value} label={label} className={className}>
      <DateField<DayRange>
        name="from"
        label={labels.from}
        size={size}
        min={min}
        max={value.to || max}
        menus={menus}
        className={fieldClassName}
      />
      <DateField<DayRange>
        name="to"
        label={labels.to}
        size={size}
        min={value.from || min}
        max={max}
        menus={menus}
        className={fieldClassName}
      />
      <Follow value={value} onChange={onChange} />
    </Form>
  )
}
