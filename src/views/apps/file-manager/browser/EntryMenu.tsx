import { useTranslation } from 'react-i18next'
import { DropdownItem } from 'reactstrap'
import { RowMenu } from '@core/components/RowMenu'
import type { Entry } from '../contract'
import type { EntryActions } from '../useEntryActions'

/** What can be done with one entry; in the trash, only taking it back. */
export function EntryMenu({ entry, label, actions }: { entry: Entry; label: string; actions: EntryActions }) {
  const { t } = useTranslation('fileManager')
  const trashed = entry.trashedAt !== null
  const items: [string, () => void][] = trashed
    ? [['restore', () => actions.restore(entry)]]
    : [
        ['rename', () => actions.rename(entry)],
        [entry.starred ? 'unstar' : 'star', () => actions.star(entry)],
        ['move', () => actions.move(entry, 'move')],
        ['copy', () => actions.move(entry, 'copy')],
        ['share', () => actions.share(entry)],
        ...(entry.type === 'folder'
          ? []
          : ([['download', () => actions.download(entry)]] as [string, () => void][])),
        ['trash', () => actions.trash(entry)]
      ]
  return (
    <RowMenu label={t('actions.menu', { name: label })}>
      {() =>
        items.map(([key, run]) => (
          <DropdownItem key={key} onClick={run}>
            {t(`actions.${key}`)}
          </DropdownItem>
        ))
      }
    </RowMenu>
  )
}
