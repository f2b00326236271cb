import { ChevronRight, Folder } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Folder as FolderRecord } from '../contract'
import { useDemoName } from '../useDemoName'
import { useDropTarget } from '../browser/dragEntries'

interface Props {
  folders: readonly FolderRecord[]
  /** The open folder; `null` the top, `undefined` a view. */
  current: number | null | undefined
  onOpen: (folderId: number | null) => void
  onDrop: (ids: number[], folderId: number | null) => void
}

function Branch({ parentId, depth, ...props }: Props & { parentId: number | null; depth: number }) {
  const name = useDemoName()
  const children = props.folders.filter((folder) => folder.parentId === parentId)
  if (children.length === 0 || depth > 8) return null
  return (
    <ul className="list-unstyled mb-0">
      {children.map((folder) => (
        <li key={folder.id}>
          <TreeItem folder={folder} depth={depth} label={name(folder)} {...props} />
          <Branch {...props} parentId={folder.id} depth={depth + 1} />
        </li>
      ))}
    </ul>
  )
}

function TreeItem({
  folder,
  depth,
  label,
  current,
  onOpen,
  onDrop
}: Props & { folder: FolderRecord; depth: number; label: string }) {
  const drop = useDropTarget((ids) => onDrop(ids, folder.id))
  return (
    <button
      type="button"
      className={`file-tree-item${current === folder.id ? ' active' : ''}${drop.over ? ' drop-over' : ''}`}
      style={{ paddingInlineStart: `${1.25 + depth * 0.9}rem` }}
      aria-current={current === folder.id ? 'true' : undefined}
      onClick={() => onOpen(folder.id)}
      {...drop.handlers}
    >
      {depth > 0 && <ChevronRight size={14} aria-hidden="true" className="text-body-secondary rtl-flip" />}
      <Folder size={16} aria-hidden="true" className="text-warning" />
      <span className="text-truncate">{label}</span>
    </button>
  )
}

/** Every live folder, nested; a click opens one, and entries dragged onto one move there. */
export function FolderTree(props: Props) {
  const { t } = useTranslation('fileManager')
  const top = useDropTarget((ids) => props.onDrop(ids, null))
  return (
    <nav aria-labelledby="file-tree-heading">
      <h2 className="file-sidebar-heading" id="file-tree-heading">
        {t('sidebar.folders')}
      </h2>
      <button
        type="button"
        className={`file-tree-item${props.current === null ? ' active' : ''}${top.over ? ' drop-over' : ''}`}
        aria-current={props.current === null ? 'true' : undefined}
        onClick={() => props.onOpen(null)}
        {...top.handlers}
      >
        <Folder size={16} aria-hidden="true" className="text-warning" />
        {t('views.folder')}
      </button>
      <Branch {...props} parentId={null} depth={0} />
    </nav>
  )
}
