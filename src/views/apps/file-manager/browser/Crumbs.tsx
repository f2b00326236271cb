import { useTranslation } from 'react-i18next'
import type { EntryView, Folder } from '../contract'
import { useDemoName } from '../useDemoName'
import { useDropTarget } from './dragEntries'

interface Props {
  view: EntryView
  path: readonly Folder[]
  onOpen: (folderId: number | null) => void
  onDrop: (ids: number[], folderId: number | null) => void
}

function Crumb({
  id,
  label,
  current,
  onOpen,
  onDrop
}: { id: number | null; label: string; current: boolean } & Pick<Props, 'onOpen' | 'onDrop'>) {
  const drop = useDropTarget((ids) => onDrop(ids, id))
  return (
    <li className={`breadcrumb-item${current ? ' active' : ''}`} aria-current={current ? 'page' : undefined}>
      {current ? (
        label
      ) : (
        <button
          type="button"
          className={`btn btn-link p-0${drop.over ? ' drop-over' : ''}`}
          onClick={() => onOpen(id)}
          {...drop.handlers}
        >
          {label}
        </button>
      )}
    </li>
  )
}

/** Where the list is: the top and each folder down to the open one (each takes dropped entries), or the view. */
export function Crumbs({ view, path, onOpen, onDrop }: Props) {
  const { t } = useTranslation('fileManager')
  const nameOf = useDemoName()
  return (
    <nav aria-label={t('list.where')} className="px-3 pt-3">
      <ol className="breadcrumb mb-0">
        {view === 'folder' ? (
          <>
            <Crumb
              id={null}
              label={t('views.folder')}
              current={path.length === 0}
              onOpen={onOpen}
              onDrop={onDrop}
            />
            {path.map((folder, index) => (
              <Crumb
                key={folder.id}
                id={folder.id}
                label={nameOf(folder)}
                current={index === path.length - 1}
                onOpen={onOpen}
                onDrop={onDrop}
              />
            ))}
          </>
        ) : (
          <li className="breadcrumb-item active" aria-current="page">
            {t(`views.${view}`)}
          </li>
        )}
      </ol>
    </nav>
  )
}
