import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@core/components/PageHeader'
import { SplitApp } from '@core/components/split-app/SplitApp'
import { mutate } from '@core/forms/mutate'
import { useCreateIntent } from '@core/hooks/useCreateIntent'
import { useConfirmDelete } from '@core/list/useConfirmDelete'
import { useListState } from '@core/list/useListState'
import { useAddFolderMutation, useEmptyTrashMutation, useRenameEntryMutation } from './api'
import type { Entry } from './contract'
import { FileBrowser } from './browser/FileBrowser'
import { MoveDialog } from './dialogs/MoveDialog'
import { ShareDialog } from './dialogs/ShareDialog'
import { fileListSpec } from './listState'
import { FileSidebar } from './sidebar/FileSidebar'
import { forgetFiles } from './upload/localFiles'
import { useUploads } from './upload/useUploads'
import { useDemoName } from './useDemoName'
import { useEntryActions, type FileDialog } from './useEntryActions'
import './file-manager.scss'

// The naming form loads when it is first opened, so the browser does not pay for the form library.
const NameDialog = lazy(() =>
  import('./dialogs/NameDialog').then((module) => ({ default: module.NameDialog }))
)

export default function FileManagerApp() {
  const { t } = useTranslation('fileManager')
  const nameOf = useDemoName()
  const list = useListState(fileListSpec)
  const { state, update } = list
  const [selected, setSelected] = useState<Entry | null>(null)
  const [dialog, setDialog] = useState<FileDialog | null>(null)
  const picker = useRef<(() => void) | null>(null)
  const folderId = state.view === 'folder' ? state.folderId : null
  const uploads = useUploads(folderId)
  const [addFolder] = useAddFolderMutation()
  const [rename] = useRenameEntryMutation()
  const [emptyTrash] = useEmptyTrashMutation()
  const actions = useEntryActions({
    openFolder: (id) => update({ view: 'folder', folderId: id, q: '' }),
    select: setSelected,
    dialog: setDialog
  })
  const empty = useConfirmDelete<true>({
    remove: () =>
      emptyTrash().then((result) => {
        if (result.data) void forgetFiles(result.data.ids)
        return result
      }),
    title: t('emptyTrash.title'),
    message: () => t('emptyTrash.message'),
    deleted: () => t('toasts.emptied'),
    failed: (_, message) => t('toasts.failed', { message })
  })
  const close = () => setDialog(null)
  // The palette's "New folder" command lands here with the create intent.
  useCreateIntent(() => setDialog({ kind: 'newFolder' }))
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('common:nav.apps') }]} />
      <SplitApp
        className="file-manager"
        sidebar={
          <FileSidebar
            view={state.view}
            folderId={folderId}
            onView={(view, id = null) => update({ view, folderId: id, q: '' })}
            onNewFolder={() => setDialog({ kind: 'newFolder' })}
            onUpload={() => (picker.current ? picker.current() : update({ view: 'folder', folderId: null }))}
            onDrop={actions.drop}
          />
        }
        sidebarLabel={t('sidebar.label')}
      >
        <FileBrowser
          list={list}
          actions={actions}
          selected={selected}
          uploads={uploads}
          pickerRef={picker}
          onEmptyTrash={() => empty.ask(true)}
        />
      </SplitApp>
      <Suspense fallback={null}>
        {dialog?.kind === 'newFolder' && (
          <NameDialog
            isOpen
            title={t('newFolder.title')}
            submitLabel={t('newFolder.submit')}
            initial=""
            onClose={close}
            onSubmit={({ name }) =>
              mutate(addFolder({ parentId: folderId, name }), {
                done: t('toasts.added', { name }),
                failed: false
              })
            }
          />
        )}
        {dialog?.kind === 'rename' && (
          <NameDialog
            isOpen
            title={t('rename.title', { name: nameOf(dialog.entry) })}
            submitLabel={t('rename.submit')}
            initial={nameOf(dialog.entry)}
            onClose={close}
            onSubmit={({ name }) =>
              mutate(rename({ id: dialog.entry.id, name }), {
                done: t('toasts.renamed', { name }),
                failed: false
              })
            }
          />
        )}
      </Suspense>
      {(dialog?.kind === 'move' || dialog?.kind === 'copy') && (
        <MoveDialog entry={dialog.entry} kind={dialog.kind} onClose={close} />
      )}
      {dialog?.kind === 'share' && <ShareDialog entry={dialog.entry} onClose={close} />}
      {empty.dialog}
    </>
  )
}
