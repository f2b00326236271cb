import { DayPicker, type DateRange, type Matcher } from 'react-day-picker'
import { ar } from 'react-day-picker/locale/ar'
import { de } from 'react-day-picker/locale/de'
import { enUS } from 'react-day-picker/locale/en-US'
import { fr } from 'react-day-picker/locale/fr'
import { pt } from 'react-day-picker/locale/pt'
import 'react-day-picker/style.css'
import './day-picker.scss'

const locales = { en: enUS, fr, de, pt, ar }

export interface DayPickerPanelProps {
  language: string
  dir: 'ltr' | 'rtl'
  disabled: Matcher[]
  mode: 'single' | 'range' | 'multiple'
  /** The day (`from`) or the range chosen. */
  selected: DateRange
  /** The days chosen in `multiple` mode. */
  days: Date[]
  onSelect: (selection: DateRange) => void
  onSelectDays: (days: Date[]) => void
  /** Off for a calendar shown inline, which must not take the focus when the page opens. */
  focusOnOpen?: boolean
  /** Month and year menus from the first to the last day that can be chosen (else a century back, ten years on). */
  menus?: { first?: Date; last?: Date }
}

const yearsFromNow = (years: number) => new Date(new Date().getFullYear() + years, new Date().getMonth())

/** With menus, the calendar opens on the chosen day, else on the last month that can be chosen if it is past. */
function menuProps(menus: DayPickerPanelProps['menus'], chosen: Date | undefined) {
  if (!menus) return {}
  const startMonth = menus.first ?? yearsFromNow(-100)
  const endMonth = menus.last ?? yearsFromNow(10)
  const opening = chosen ?? (endMonth < new Date() ? endMonth : undefined)
  return { captionLayout: 'dropdown' as const, startMonth, endMonth, defaultMonth: opening }
}

/** react-day-picker in its own chunk, in the page's language (which also sets the first day of the week). */
export default function DayPickerPanel(props: DayPickerPanelProps) {
  const {
    language,
    dir,
    disabled,
    mode,
    selected,
    days,
    onSelect,
    onSelectDays,
    focusOnOpen = true,
    menus
  } = props
  const chosen = mode === 'multiple' ? days[0] : selected.from
  const shared = {
    className: 'nl-day-picker',
    locale: locales[language.slice(0, 2) as keyof typeof locales] ?? enUS,
    dir,
    disabled,
    autoFocus: focusOnOpen,
    defaultMonth: chosen,
    ...menuProps(menus, chosen)
  }
  if (mode === 'multiple')
    return (
      <DayPicker {...shared} mode="multiple" selected={days} onSelect={(next) => onSelectDays(next ?? [])} />
    )
  return mode === 'range' ? (
    <DayPicker
      {...shared}
      mode="range"
      selected={selected}
      onSelect={(next) => onSelect(next ?? { from: undefined })}
    />
  ) : (
    <DayPicker
      {...shared}
      mode="single"
      selected={selected.from}
      onSelect={(day) => onSelect({ from: day })}
    />
  )
}
