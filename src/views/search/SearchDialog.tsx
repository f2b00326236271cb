import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Spinner } from 'reactstrap'
import { notify } from '@core/components/toast'
import { useGetBookmarksQuery, useGetSearchDataQuery } from './api'
import { searchResults, suggestionGroup, type SearchOption } from './results'
import { SearchHints } from './SearchHints'
import { SearchResultList } from './SearchResultList'
import { isModShortcut } from './shortcuts'
import { useBookmarkToggle } from './useBookmarkToggle'

interface Props {
  titleId: string
  onClose: () => void
  onNavigate: (link: string) => void
}

/** The inside of the search overlay: a combobox over a grouped listbox. Mounted only while the
 *  overlay is open, so the search data is fetched on first use, not with every page. */
export function SearchDialog({ titleId, onClose, onNavigate }: Props) {
  const { t } = useTranslation('search')
  const prefix = useId()
  const listId = `${prefix}-list`
  const inputRef = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [highlighted, setHighlighted] = useState<string | null>(null)
  const search = useGetSearchDataQuery()
  const bookmarks = useGetBookmarksQuery()
  const toggleBookmark = useBookmarkToggle()

  const typed = query.trim() !== ''
  const groups = useMemo(() => {
    if (typed) return search.data ? searchResults(search.data, query, prefix) : []
    return suggestionGroup(bookmarks.data?.bookmarks ?? [], prefix)
  }, [typed, query, search.data, bookmarks.data, prefix])
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups])
  const bookmarkedIds = useMemo(() => new Set((bookmarks.data?.bookmarks ?? []).map((p) => p.id)), [bookmarks.data])
  // The first result is highlighted until the user moves: Enter right after typing opens it.
  const active = options.find((option) => option.id === highlighted) ?? options[0] ?? null

  useEffect(() => inputRef.current?.focus(), [])
  useEffect(() => {
    // jsdom has no scrollIntoView; browsers keep the highlighted row in sight.
    if (active) document.getElementById(active.id)?.scrollIntoView?.({ block: 'nearest' })
  }, [active])

  function open(option: SearchOption) {
    if (option.kind === 'page') {
      onNavigate(option.item.link)
      return
    }
    // Files and contacts have no screen of their own in the demo: say so instead of going nowhere.
    notify.info(option.kind === 'file' ? t('fileToast', { title: option.item.title }) : t('contactToast', { name: option.item.title }))
    onClose()
  }

  function move(step: number) {
    if (options.length === 0) return
    const index = active ? options.indexOf(active) : -1
    setHighlighted(options[(index + step + options.length) % options.length].id)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter' && active) {
      event.preventDefault()
      open(active)
    } else if (isModShortcut(event, 'b') && active?.kind === 'page') {
      event.preventDefault() // the browser's own Ctrl+B (bookmarks sidebar, bold) would fire too
      toggleBookmark(active.item)
    }
  }

  let body
  if (typed && search.isError) {
    body = (
      // A plain alert: reactstrap's <Alert> wraps a Fade that warns about its props under React 18.3.
      <div className="alert alert-danger d-flex align-items-center justify-content-between gap-2 mb-0" role="alert">
        <span>{t('error')}</span>
        <Button color="danger" outline size="sm" onClick={() => void search.refetch()} disabled={search.isFetching}>
          {t('retry')}
        </Button>
      </div>
    )
  } else if (typed && !search.data) {
    body = (
      <div className="d-flex align-items-center gap-2 text-body-secondary p-2" role="status">
        <Spinner size="sm" aria-hidden="true" />
        {t('loading')}
      </div>
    )
  } else if (typed && options.length === 0) {
    body = <p className="text-body-secondary text-center my-4">{t('noResults', { query: query.trim() })}</p>
  } else if (options.length === 0) {
    body = <p className="text-body-secondary text-center my-4">{t('emptyHint')}</p>
  } else {
    body = (
      <SearchResultList
        id={listId}
        groups={groups}
        activeId={active?.id ?? null}
        bookmarkedIds={bookmarkedIds}
        onHighlight={setHighlighted}
        onOpen={open}
        onToggleBookmark={toggleBookmark}
      />
    )
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
          aria-expanded={options.length > 0}
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
      <div className="search-body p-2">{body}</div>
      <div className="visually-hidden" aria-live="polite">
        {typed && search.data ? t('count', { count: options.length }) : ''}
      </div>
      <SearchHints />
    </>
  )
}
