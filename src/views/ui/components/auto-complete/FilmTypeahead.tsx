import { useTranslation } from 'react-i18next'
import { useId, useMemo, useState, type KeyboardEvent } from 'react'
// eslint-disable-next-line no-restricted-imports -- the demo shows reactstrap's own control
import { Button, Input, Label, Spinner } from 'reactstrap'
import { useGetAutocompleteDataQuery } from './api'
import { suggest, type AutocompleteItem } from './contract'
import { SuggestionList } from './SuggestionList'
import './typeahead.scss'

export interface FilmTypeaheadProps {
  label: string
  onSelect: (film: AutocompleteItem) => void
  showRank?: boolean
  limit?: number
  placeholder?: string
}

export function FilmTypeahead({
  label,
  onSelect,
  showRank = false,
  limit = 8,
  placeholder
}: FilmTypeaheadProps) {
  const { t } = useTranslation('components')
  const id = useId()
  const { data, isLoading, isError, refetch } = useGetAutocompleteDataQuery()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const matches = useMemo(() => suggest(data?.autoComplete ?? [], text, limit), [data, text, limit])
  const showList = open && matches.length > 0
  const noMatch = open && data !== undefined && text.trim() !== '' && matches.length === 0

  const pick = (film: AutocompleteItem) => {
    setText(film.title)
    setOpen(false)
    setActive(-1)
    onSelect(film)
  }
  const move = (step: number) => {
    setOpen(true)
    setActive((index) => (matches.length === 0 ? -1 : (index + step + matches.length) % matches.length))
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const actions: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Enter: () => showList && active >= 0 && pick(matches[active]!),
      Escape: () => (open ? setOpen(false) : setText(''))
    }
    const action = actions[event.key]
    if (!action) return
    if (event.key !== 'Enter' || (showList && active >= 0)) event.preventDefault()
    action()
  }

  return (
    <div className="typeahead">
      <Label for={`${id}-input`}>{label}</Label>
      <Input
        id={`${id}-input`}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-activedescendant={showList && active >= 0 ? `${id}-list-option-${active}` : undefined}
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <SuggestionList
        id={`${id}-list`}
        label={label}
        films={showList ? matches : []}
        active={active}
        typed={text.trim()}
        showRank={showRank}
        onPick={pick}
      />
      <div role="status" className="typeahead-status small">
        {isLoading && (
          <>
            <Spinner size="sm" aria-hidden="true" /> {t('auto-complete.sample.loading')}
          </>
        )}
        {noMatch && (
          <span className="text-body-secondary">
            {t('auto-complete.sample.noMatch', { text: text.trim() })}
          </span>
        )}
      </div>
      {isError && (
        <div role="alert" className="small text-danger-emphasis d-flex align-items-center gap-2">
          {t('auto-complete.sample.failed')}
          <Button size="sm" color="secondary" outline onClick={() => refetch()}>
            {t('auto-complete.sample.retry')}
          </Button>
        </div>
      )}
    </div>
  )
}
