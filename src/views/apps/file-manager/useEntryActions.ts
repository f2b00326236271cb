import { useTranslation } from 'react-i18next'
import { mutate } from '@core/forms/mutate'
import {
  useMoveEntriesMutation,
  useRestoreEntriesMutation,
  useStarEntryMutation,
  useTrashEntriesMutation
} from './api'
import type { Entry } from './contract'
import { useDemoName } from './useDemoName'
import { downloadEntry } from './downloadEntry'

/** What the dialogs of the screen open for. */
export type FileDialog =
  { kind: 'newFolder' } | { kind: 'rename'; entry: Entry } | { kind: 'move' | 'copy' | 'share'; entry: Entry }

export interface EntryActions {
  open: (folder: Entry) => void
  select: (file: Entry | null) => void
  rename: (entry: Entry) => void
  star: (entry: Entry) => void
  move: (entry: Entry, kind: 'move' | 'copy') => void
  share: (entry: Entry) => void
  download: (entry: Entry) => void
  trash: (entry: Entry) => void
  restore: (entry: Entry) => void
  /** Entries dragged onto a folder (`null`: the top). */
  drop: (ids: number[], folderId: number | null) => void
}

interface Screen {
  openFolder: (id: number) => void
  select: (entry: Entry | null) => void
  dialog: (dialog: FileDialog) => void
}

/** The entry actions of the screen, each a call toasted through `mutate`. */
export function useEntryActions({ openFolder, select, dialog }: Screen): EntryActions {
  const { t } = useTranslation('fileManager')
  const nameOf = useDemoName()
  const [star] = useStarEntryMutation()
  const [trash] = useTrashEntriesMutation()
  const [restore] = useRestoreEntriesMutation()
  const [move] = useMoveEntriesMutation()
  const failed = (message: string) => t('toasts.failed', { message })
  return {
    open: (folder) => openFolder(folder.id),
    select,
    rename: (entry) => dialog({ kind: 'rename', entry }),
    star: (entry) => void mutate(star({ id: entry.id, starred: !entry.starred }), { failed }),
    move: (entry, kind) => dialog({ kind, entry }),
    share: (entry) => dialog({ kind: 'share', entry }),
    download: (entry) => void downloadEntry(entry, nameOf(entry)),
    trash: (entry) => {
      select(null)
      void mutate(trash({ ids: [entry.id] }), { done: t('toasts.trashed', { name: nameOf(entry) }), failed })
    },
    restore: (entry) =>
      void mutate(restore({ ids: [entry.id] }), {
        done: t('toasts.restored', { name: nameOf(entry) }),
        failed
      }),
    drop: (ids, folderId) =>
      void mutate(move({ ids, parentId: folderId }), {
        done: t('toasts.moved', { count: ids.length }),
        failed
      })
  }
}
