import { UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ariaKeyShortcuts, type ShortcutId } from '@core/app/shortcuts'
import { BookmarkStar } from './BookmarkStar'
import { shortcutKeys } from './shortcutKeys'
import { DataIcon } from './DataIcon'
import type { ResultGroup, SearchOption } from './results'
import type { SearchPageItem } from './pages'
import { DataImage } from '@core/components/data-image/DataImage'

interface Props {
  id: string
  groups: ResultGroup[]
  activeId: string | null
  bookmarkedIds: ReadonlySet<number>
  onHighlight: (id: string) => void
  onOpen: (option: SearchOption) => void
  onToggleBookmark: (page: SearchPageItem) => void
}

const ariaKeys = (id: ShortcutId | undefined) => (id ? ariaKeyShortcuts(id) : undefined)

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
}

function OptionBody({ option }: { option: SearchOption }) {
  const { t } = useTranslation('search')
  if (option.kind === 'page') {
    return (
      <>
        <DataIcon name={option.item.icon} size={18} className="flex-shrink-0 text-body-secondary" />
        <span className="text-truncate">{option.item.title}</span>
      </>
    )
  }
  if (option.kind === 'command') {
    const { icon, title, shortcut } = option.item
    return (
      <>
        <DataIcon name={icon} size={18} className="flex-shrink-0 text-body-secondary" />
        <span className="text-truncate">{title}</span>
        {/* Read out through the option's aria-keyshortcuts, not as part of its name. */}
        {shortcut && (
          <span className="ms-auto d-flex gap-1 flex-shrink-0" aria-hidden="true" dir="ltr">
            {shortcutKeys(shortcut, t).map((key) => (
              <kbd key={key}>{key}</kbd>
            ))}
          </span>
        )}
      </>
    )
  }
  if (option.kind === 'file') {
    return (
      <>
        <DataIcon name={option.item.file} size={18} className="flex-shrink-0 text-body-secondary" />
        <span className="d-flex flex-column min-w-0">
          <span className="text-truncate">{option.item.title}</span>
          <small className="text-body-secondary text-truncate">
            {t('fileBy', { by: option.item.by, size: option.item.size })}
          </small>
        </span>
      </>
    )
  }
  const { title, email, img } = option.item
  return (
    <>
      {img ? (
        <DataImage src={img} alt="" className="search-avatar rounded-circle flex-shrink-0" />
      ) : (
        <span
          className="search-avatar rounded-circle flex-shrink-0 bg-primary-subtle text-primary-emphasis"
          aria-hidden="true"
        >
          {initials(title) || <UserRound size={14} />}
        </span>
      )}
      <span className="d-flex flex-column min-w-0">
        <span className="text-truncate">{title}</span>
        <small className="text-body-secondary text-truncate">{email}</small>
      </span>
    </>
  )
}

/** Focus stays in the input (aria-activedescendant); stars sit beside their option so no control nests another. */
export function SearchResultList({
  id,
  groups,
  activeId,
  bookmarkedIds,
  onHighlight,
  onOpen,
  onToggleBookmark
}: Props) {
  const { t } = useTranslation('search')
  return (
    <div role="listbox" id={id} aria-label={t('results')} className="search-results">
      {groups.map((group) => (
        <div role="group" key={group.key} aria-labelledby={`${id}-${group.key}`} className="mb-2">
          <div
            id={`${id}-${group.key}`}
            role="presentation"
            className="search-group-title text-uppercase small fw-semibold text-body-secondary px-2 py-1"
          >
            {t(`groups.${group.key}`)}
          </div>
          {group.options.map((option) => {
            const active = option.id === activeId
            const bookmarked = option.kind === 'page' && bookmarkedIds.has(option.item.id)
            return (
              <div
                key={option.id}
                className={`search-row d-flex align-items-center rounded ${active ? 'active' : ''}`}
              >
                <div
                  role="option"
                  id={option.id}
                  aria-selected={active}
                  aria-describedby={bookmarked ? `${option.id}-saved` : undefined}
                  aria-keyshortcuts={option.kind === 'command' ? ariaKeys(option.item.shortcut) : undefined}
                  tabIndex={-1}
                  className="search-option d-flex align-items-center gap-2 flex-grow-1 min-w-0 px-2 py-2"
                  onMouseMove={() => !active && onHighlight(option.id)}
                  onClick={() => onOpen(option)}
                  onKeyDown={(event) => event.key === 'Enter' && onOpen(option)}
                >
                  <OptionBody option={option} />
                </div>
                {option.kind === 'page' && (
                  <BookmarkStar
                    page={option.item}
                    bookmarked={bookmarked}
                    onToggle={onToggleBookmark}
                    pointerOnly
                  />
                )}
                {bookmarked && (
                  <span id={`${option.id}-saved`} hidden>
                    {t('bookmark.saved')}
                  </span>
                )}
              </div>
            )
          })}
        </div>
      ))}
    </div>
  )
}
