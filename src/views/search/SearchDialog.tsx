import { useEffect, useId, useRef, useState } from 'react'
import { Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { CommandEffect } from '@core/app/commands'
import { notify } from '@core/components/toast'
import type { SearchOption } from './results'
import { rememberCommand } from './recentCommands'
import { SearchBody } from './SearchBody'
import { SearchHints } from './SearchHints'
import { SearchResultList } from './SearchResultList'
import { useBookmarkToggle } from './useBookmarkToggle'
import { useSearchKeys } from './useSearchKeys'
import { useSearchResults } from './useSearchResults'

interface Props {
  titleId: string
  onClose: () => void
  onNavigate: (link: string) => void
  onRun: (effect: CommandEffect) => void
}

/** Mounted only while the overlay is open, so the search data is fetched on first use. */
export function SearchDialog({ titleId, onClose, onNavigate, onRun }: Props) {
  const { t } = useTranslation('search')
  const prefix = useId()
  const listId = `${prefix}-list`
  const inputRef = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const results = useSearchResults(query, prefix)
  const toggleBookmark = useBookmarkToggle()
  const { active, setHighlighted, onKeyDown } = useSearchKeys(results.options, { open, toggleBookmark })

  useEffect(() => inputRef.current?.focus(), [])

  function open(option: SearchOption) {
    if (option.kind === 'page') {
      onNavigate(option.item.link)
      return
    }
    if (option.kind === 'command') {
      rememberCommand(option.item.id)
      onRun(option.item.effect)
      return
    }
    // Files and contacts have no screen of their own in the demo: say so instead of going nowhere.
    notify.info(
      option.kind === 'file'
        ? t('fileToast', { title: option.item.title })
        : t('contactToast', { name: option.item.title })
    )
    onClose()
  }

  return (
    <>
      <h2 id={titleId} className="visually-hidden">
        {t('title')}
      </h2>
      <div className="search-field d-flex align-items-center gap-2 px-3 border-bottom">
        <Search size={20} className="flex-shrink-0 text-body-secondary" aria-hidden="true" />
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          className="form-control border-0 shadow-none px-0 py-3"
          placeholder={t('placeholder')}
          aria-label={t('inputLabel')}
          aria-expanded={results.options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active?.id}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setHighlighted(null)
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn-close flex-shrink-0" aria-label={t('close')} onClick={onClose} />
      </div>
      {/* Focusable so the keyboard can scroll it too: the options are reached from the input, not by Tab. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll region must be reachable */}
      <div className="search-body p-2" role="region" aria-label={t('results')} tabIndex={0}>
        <SearchBody query={query} results={results}>
          <SearchResultList
            id={listId}
            groups={results.groups}
            activeId={active?.id ?? null}
            bookmarkedIds={results.bookmarkedIds}
            onHighlight={setHighlighted}
            onOpen={open}
            onToggleBookmark={toggleBookmark}
          />
        </SearchBody>
      </div>
      <div className="visually-hidden" aria-live="polite">
        {results.typed && results.search.data ? t('count', { count: results.options.length }) : ''}
      </div>
      <SearchHints />
    </>
  )
}
