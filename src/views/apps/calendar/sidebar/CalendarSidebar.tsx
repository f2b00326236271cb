import type { CSSProperties } from 'react'
import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a search, filter or pick outside any form
import { Button, FormGroup, Input, Label, Spinner } from 'reactstrap'
import { useSplitApp } from '@core/components/split-app/SplitApp'
import { calendarColors, calendarNames, type CalendarName } from '../contract'
import { MiniMonth } from './MiniMonth'

interface Props {
  shown: Date
  selected: readonly CalendarName[]
  loading: boolean
  onAdd: () => void
  onPick: (day: Date) => void
  onToggle: (name: CalendarName) => void
  onToggleAll: () => void
}

export function CalendarSidebar({ shown, selected, loading, onAdd, onPick, onToggle, onToggleAll }: Props) {
  const { t } = useTranslation('calendar')
  const { closeSidebar } = useSplitApp()
  const all = selected.length === calendarNames.length

  return (
    <>
      <div className="p-3 border-bottom">
        <Button color="primary" block onClick={() => (closeSidebar(), onAdd())}>
          <Plus size={16} className="me-1" aria-hidden />
          {t('add')}
        </Button>
      </div>
      <div className="p-3 border-bottom">
        <MiniMonth shown={shown} onPick={(day) => (closeSidebar(), onPick(day))} />
      </div>
      <fieldset className="p-3">
        <legend
          className={
            'd-flex align-items-center gap-2 fs-6 fw-medium ' +
            'text-body-secondary text-uppercase small mb-3'
          }
        >
          {t('filters.title')}
          {loading && (
            <Spinner size="sm" color="primary">
              {t('loading')}
            </Spinner>
          )}
        </legend>
        <FormGroup check className="mb-2">
          <Input
            id="calendar-filter-all"
            type="checkbox"
            checked={all}
            innerRef={(input: HTMLInputElement | null) =>
              input && (input.indeterminate = selected.length > 0 && !all)
            }
            onChange={onToggleAll}
          />
          <Label check for="calendar-filter-all">
            {t('filters.all')}
          </Label>
        </FormGroup>
        {calendarNames.map((name) => (
          <FormGroup
            check
            key={name}
            className="mb-2 nl-calendar-filter"
            style={{ '--nl-filter-color': `var(--bs-${calendarColors[name]})` } as CSSProperties}
          >
            <Input
              id={`calendar-filter-${name}`}
              type="checkbox"
              checked={selected.includes(name)}
              onChange={() => onToggle(name)}
            />
            <Label check for={`calendar-filter-${name}`} className="d-inline-flex align-items-center gap-2">
              <span
                className={`d-inline-block rounded-circle bg-${calendarColors[name]}`}
                style={{ width: 10, height: 10 }}
                aria-hidden
              />
              {t(`calendars.${name}`)}
            </Label>
          </FormGroup>
        ))}
      </fieldset>
    </>
  )
}
