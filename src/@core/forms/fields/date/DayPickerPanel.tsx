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
  /** A single day, or a range when `range` is set. */
  selected: DateRange
  range: boolean
  onSelect: (selection: DateRange) => void
}

/** react-day-picker in its own chunk, in the page's language (which also sets the first day of the week). */
export default function DayPickerPanel({
  language,
  dir,
  disabled,
  selected,
  range,
  onSelect
}: DayPickerPanelProps) {
  const shared = {
    className: 'nl-day-picker',
    locale: locales[language.slice(0, 2) as keyof typeof locales] ?? enUS,
    dir,
    disabled,
    autoFocus: true,
    defaultMonth: selected.from
  }
  return range ? (
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
