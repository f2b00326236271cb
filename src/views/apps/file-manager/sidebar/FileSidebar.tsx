import { Clock, FolderPlus, Star, Trash2, Upload, Users, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { useSplitApp } from '@core/components/split-app/SplitApp'
import { useGetFoldersQuery } from '../api'
import type { EntryView } from '../contract'
import { FolderTree } from './FolderTree'
import { StorageUsage } from './StorageUsage'

const viewIcons: Record<Exclude<EntryView, 'folder'>, LucideIcon> = {
  starred: Star,
  recent: Clock,
  shared: Users,
  trash: Trash2
}

interface Props {
  view: EntryView
  folderId: number | null
  onView: (view: EntryView, folderId?: number | null) => void
  onNewFolder: () => void
  onUpload: () => void
  onDrop: (ids: number[], folderId: number | null) => void
}

/** New folder and upload, the views, the folder tree and the storage used. */
export function FileSidebar({ view, folderId, onView, onNewFolder, onUpload, onDrop }: Props) {
  const { t } = useTranslation('fileManager')
  const { closeSidebar } = useSplitApp()
  const { data } = useGetFoldersQuery()
  const then = (action: () => void) => () => {
    closeSidebar()
    action()
  }
  return (
    <div className="file-sidebar">
      <div className="p-3 d-grid gap-2">
        <Button color="primary" onClick={then(onUpload)}>
          <Upload size={16} className="me-1" aria-hidden="true" />
          {t('actions.upload')}
        </Button>
        <Button color="primary" outline onClick={then(onNewFolder)}>
          <FolderPlus size={16} className="me-1" aria-hidden="true" />
          {t('actions.newFolder')}
        </Button>
      </div>
      <FolderTree
        folders={data?.folders ?? []}
        current={view === 'folder' ? folderId : undefined}
        onOpen={(id) => then(() => onView('folder', id))()}
        onDrop={onDrop}
      />
      <nav aria-label={t('sidebar.views')} className="my-3">
        <ul className="list-unstyled mb-0">
          {(Object.keys(viewIcons) as Exclude<EntryView, 'folder'>[]).map((each) => {
            const Icon = viewIcons[each]
            return (
              <li key={each}>
                <button
                  type="button"
                  className={`file-tree-item${view === each ? ' active' : ''}`}
                  aria-current={view === each ? 'true' : undefined}
                  onClick={then(() => onView(each))}
                >
                  <Icon size={16} aria-hidden="true" />
                  {t(`views.${each}`)}
                </button>
              </li>
            )
          })}
        </ul>
      </nav>
      <StorageUsage />
    </div>
  )
}
