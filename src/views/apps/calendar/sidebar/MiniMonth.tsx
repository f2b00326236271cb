import { useId, useMemo, useState } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { toLocalDate } from '../dates'
import { dateFormat, firstDayOfWeek } from '@/utility/format'
import { IconButton } from '@core/components/IconButton'

interface Props {
  shown: Date
  onPick: (day: Date) => void
}

const firstOfMonth = (date: Date) => new Date(date.getFullYear(), date.getMonth(), 1)

function weeksOf(month: Date, firstDay: number): Date[][] {
  const start = new Date(month)
  start.setDate(1 - ((month.getDay() - firstDay + 7) % 7))
  return Array.from({ length: 6 }, (_, week) =>
    Array.from(
      { length: 7 },
      (_, day) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + week * 7 + day)
    )
  )
}

export function MiniMonth({ shown, onPick }: Props) {
  const { t, i18n } = useTranslation('calendar')
  const language = i18n.language
  const titleId = useId()
  const [month, setMonth] = useState(() => firstOfMonth(shown))
  // When the big calendar moves, the small one follows (state adjusted while rendering).
  const [followed, setFollowed] = useState(shown)
  if (followed !== shown) {
    setFollowed(shown)
    setMonth(firstOfMonth(shown))
  }

  // As FullCalendar's locales: Sunday in English, Saturday in Arabic, else Monday.
  const firstDay = firstDayOfWeek(language)
  const weeks = useMemo(() => weeksOf(month, firstDay), [month, firstDay])
  const dayName = dateFormat(language, { weekday: 'narrow' })
  const longDay = dateFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
  const today = toLocalDate(new Date())
  const shownDay = toLocalDate(shown)
  const move = (months: number) => setMonth(new Date(month.getFullYear(), month.getMonth() + months, 1))

  return (
    <div className="nl-mini-month">
      <div className="d-flex align-items-center justify-content-between mb-1">
        <IconButton
          icon={ChevronLeft}
          size="sm"
          iconSize={18}
          iconClassName="nl-mini-chevron"
          label={t('mini.previous')}
          onClick={() => move(-1)}
        />
        <div id={titleId} className="fw-medium" aria-live="polite">
          {dateFormat(language, { month: 'long', year: 'numeric' }).format(month)}
        </div>
        <IconButton
          icon={ChevronRight}
          size="sm"
          iconSize={18}
          iconClassName="nl-mini-chevron"
          label={t('mini.next')}
          onClick={() => move(1)}
        />
      </div>
      <table aria-labelledby={titleId}>
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th key={day.getDay()} scope="col" abbr={dateFormat(language, { weekday: 'long' }).format(day)}>
                {dayName.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={toLocalDate(week[0]!)}>
              {week.map((day) => {
                const key = toLocalDate(day)
                const classes = [
                  'nl-mini-day',
                  day.getMonth() !== month.getMonth() && 'is-outside',
                  key === today && 'is-today',
                  key === shownDay && 'is-shown'
                ]
                return (
                  <td key={key}>
                    <button
                      type="button"
                      className={classes.filter(Boolean).join(' ')}
                      aria-label={longDay.format(day)}
                      aria-current={key === today ? 'date' : undefined}
                      onClick={() => onPick(day)}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
