import { useState, type ReactNode } from 'react'
import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DropdownItem } from 'reactstrap'
import { LazyDropdown } from '@core/components/LazyDropdown'
import { defaultTimeRange, timeRanges, type TimeRange } from './contract'

export interface RangeMenuProps<V extends string | number> {
  value: V
  options: readonly V[]
  onChange: (value: V) => void
  label: (value: V) => string
  name: string
}

export function RangeMenu<V extends string | number>({
  value,
  options,
  onChange,
  label,
  name
}: RangeMenuProps<V>) {
  const { t } = useTranslation('cards')
  return (
    <LazyDropdown
      className="flex-shrink-0"
      menuProps={{ end: true }}
      toggleProps={{
        color: 'secondary',
        outline: true,
        size: 'sm',
        className: 'd-inline-flex align-items-center gap-1',
        'aria-label': t('range.choose', { name, value: label(value) }),
        children: (
          <>
            {label(value)}
            <ChevronDown size={14} aria-hidden="true" />
          </>
        )
      }}
    >
      {() =>
        options.map((option) => (
          <DropdownItem
            key={option}
            active={option === value}
            aria-current={option === value || undefined}
            onClick={() => onChange(option)}
          >
            {label(option)}
          </DropdownItem>
        ))
      }
    </LazyDropdown>
  )
}

export function useRangeLabel() {
  const { t } = useTranslation('cards')
  return (range: string) => t(`range.${range}`)
}

export function useTimeRangeMenu(): [TimeRange, ReactNode] {
  const { t } = useTranslation('cards')
  const label = useRangeLabel()
  const [range, setRange] = useState<TimeRange>(defaultTimeRange)
  return [
    range,
    <RangeMenu value={range} options={timeRanges} onChange={setRange} label={label} name={t('range.name')} />
  ]
}
