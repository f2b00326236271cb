import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Entry } from '../contract'
import { typeLook } from '../entryLook'
import { sizeText } from '@/utility/format'
import type { EntryActions } from '../useEntryActions'
import { useDemoName } from '../useDemoName'
import { formatDate } from '@/utility/format'
import { dragSourceOf, useDropTarget } from './dragEntries'
import { EntryMenu } from './EntryMenu'

interface ItemProps {
  entry: Entry
  selected: boolean
  actions: EntryActions
  layout: 'grid' | 'list'
}

/** One entry: a folder opens on a click and takes dropped entries; a file shows in the preview. */
function EntryItem({ entry, selected, actions, layout }: ItemProps) {
  const { t, i18n } = useTranslation('fileManager')
  const name = useDemoName()(entry)
  const isFolder = entry.type === 'folder'
  const live = entry.trashedAt === null
  const drop = useDropTarget((ids) => actions.drop(ids, entry.id))
  const { icon: Icon, color } = typeLook[entry.type]
  const details = [
    isFolder ? t(`types.folder`) : sizeText(entry.size, i18n.language),
    formatDate(entry.updatedAt, i18n.language)
  ].join(' · ')
  return (
    <li
      className={`file-entry file-entry-${layout}${selected ? ' selected' : ''}${drop.over ? ' drop-over' : ''}`}
      {...(isFolder && live ? drop.handlers : {})}
    >
      <button
        type="button"
        className="file-entry-open"
        aria-pressed={isFolder ? undefined : selected}
        onClick={() => (isFolder && live ? actions.open(entry) : actions.select(entry))}
        {...(live ? dragSourceOf([entry.id]) : {})}
      >
        <Icon
          size={layout === 'grid' ? 40 : 20}
          aria-hidden="true"
          className={`text-${color} flex-shrink-0`}
        />
        <span className="file-entry-name text-truncate">{name}</span>
        <span className="file-entry-details small text-body-secondary">{details}</span>
      </button>
      {entry.starred && (
        <Star
          size={14}
          className="file-entry-star text-warning"
          fill="currentColor"
          role="img"
          aria-label={t('starred')}
        />
      )}
      <EntryMenu entry={entry} label={name} actions={actions} />
    </li>
  )
}

/** The entries as a grid of cards or a list of rows. */
export function EntryItems({
  entries,
  selectedId,
  actions,
  layout,
  label
}: {
  entries: readonly Entry[]
  selectedId: number | null
  actions: EntryActions
  layout: 'grid' | 'list'
  label: string
}) {
  return (
    <ul className={`file-entries file-entries-${layout}`} aria-label={label}>
      {entries.map((entry) => (
        <EntryItem
          key={entry.id}
          entry={entry}
          selected={entry.id === selectedId}
          actions={actions}
          layout={layout}
        />
      ))}
    </ul>
  )
}
