import { useState, type ReactNode } from 'react'
import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap'
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
    <UncontrolledDropdown className="flex-shrink-0">
      <DropdownToggle
        color="secondary"
        outline
        size="sm"
        className=" d-inline-flex align-items-center gap-1"
        aria-label={t('range.choose', { name, value: label(value) })}
      >
        {label(value)}
        <ChevronDown size={14} aria-hidden="true" />
      </DropdownToggle>
      <DropdownMenu end>
        {options.map((option) => (
          <DropdownItem
            key={option}
            active={option === value}
            aria-current={option === value || undefined}
            onClick={() => onChange(option)}
          >
            {label(option)}
          </DropdownItem>
        ))}
      </DropdownMenu>
    </UncontrolledDropdown>
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
