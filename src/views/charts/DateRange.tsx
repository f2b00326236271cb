import { useTranslation } from 'react-i18next'
import { DateRangeFilter, type DayRange } from '@core/forms/DateRangeFilter'

export type { DayRange }

export const toIsoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/** The days a chart shows, picked with the kit's date fields; a range with a day missing is not taken. */
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
  return (
    <DateRangeFilter
      value={value}
      label={t('range.legend')}
      labels={{ from: t('range.from'), to: t('range.to') }}
      min={min}
      max={max}
      size="sm"
      className="d-flex flex-wrap gap-2"
      onChange={(next) => {
        if (next.from && next.to && next.from <= next.to) onChange(next)
      }}
    />
  )
}
