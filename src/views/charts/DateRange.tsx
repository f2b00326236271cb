import { useId } from 'react'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a search, filter or pick outside any form
import { Input, Label } from 'reactstrap'

export interface DayRange {
  from: string
  to: string
}

export const toIsoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

export function DateRange({
  value,
  min,
  max,
  onChange
}: {
  value: DayRange
  min: string
  max: string
  onChange: (range: DayRange) => void
}) {
  const { t } = useTranslation('charts')
  const id = useId()
  const change = (next: DayRange) => {
    if (next.from && next.to && next.from <= next.to) onChange(next)
  }
  return (
    <fieldset className="d-flex flex-wrap align-items-center gap-2">
      <legend className="visually-hidden">{t('range.legend')}</legend>
      <Label for={`${id}-from`} className="small mb-0">
        {t('range.from')}
      </Label>
      <Input
        id={`${id}-from`}
        type="date"
        bsSize="sm"
        className="w-auto"
        min={min}
        max={value.to}
        value={value.from}
        onChange={(event) => change({ ...value, from: event.target.value })}
      />
      <Label for={`${id}-to`} className="small mb-0">
        {t('range.to')}
      </Label>
      <Input
        id={`${id}-to`}
        type="date"
        bsSize="sm"
        className="w-auto"
        min={value.from}
        max={max}
        value={value.to}
        onChange={(event) => change({ ...value, to: event.target.value })}
      />
    </fieldset>
  )
}
