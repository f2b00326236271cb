import { DayPicker, type DateRange, type Matcher } from 'react-day-picker'
import { de } from 'react-day-picker/locale/de'
import { enUS } from 'react-day-picker/locale/en-US'
import { fr } from 'react-day-picker/locale/fr'
import { pt } from 'react-day-picker/locale/pt'
import 'react-day-picker/style.css'
import './day-picker.scss'

const locales = { en: enUS, fr, de, pt }

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
}

/** react-day-picker in its own chunk, in the page's language (which also sets the first day of the week). */
export default function DayPickerPanel(props: DayPickerPanelProps) {
  const { language, dir, disabled, mode, selected, days, onSelect, onSelectDays, focusOnOpen = true } = props
  const shared = {
    className: 'nl-day-picker',
    locale: locales[language.slice(0, 2) as keyof typeof locales] ?? enUS,
    dir,
    disabled,
    autoFocus: focusOnOpen,
    defaultMonth: mode === 'multiple' ? days[0] : selected.from
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
