import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useDropzone } from 'react-dropzone'
import { Button } from 'reactstrap'
import { LeftOutNote } from '@core/components/LeftOutNote'
import { QueryState } from '@core/components/QueryState'
import { useDeferredFirstAnswer } from '@core/hooks/useDeferredFirstAnswer'
import type { FilterList } from '@core/list/FilterSelect'
import { useGetEntriesQuery } from '../api'
import type { Entry } from '../contract'
import type { FileListParams } from '../listState'
import type { EntryActions } from '../useEntryActions'
import { UploadList } from '../upload/UploadList'
import type { useUploads } from '../upload/useUploads'
import { Crumbs } from './Crumbs'
import { EntryItems } from './EntryItems'
import { PreviewPane } from './PreviewPane'
import { Toolbar } from './Toolbar'

interface Props {
  list: FilterList<FileListParams> & { search: (q: string) => void }
  actions: EntryActions
  selected: Entry | null
  uploads: ReturnType<typeof useUploads>
  /** Hands the dropzone's file picker to the sidebar's Upload button. */
  pickerRef: { current: (() => void) | null }
  onEmptyTrash: () => void
}

/** The open folder or view: toolbar, breadcrumbs, entries (a drop zone for files), uploads and the preview. */
export function FileBrowser({ list, actions, selected, uploads, pickerRef, onEmptyTrash }: Props) {
  const { t } = useTranslation('fileManager')
  const { state, update, search } = list
  const { layout, ...params } = state
  const query = useDeferredFirstAnswer(
    useGetEntriesQuery({ ...params, folderId: params.folderId ?? undefined })
  )
  const canDrop = state.view === 'folder'
  const dropzone = useDropzone({
    onDrop: (files) => void uploads.send(files),
    noClick: true,
    noKeyboard: true
  })
  const { open } = dropzone
  useEffect(() => {
    pickerRef.current = canDrop ? open : null
  }, [pickerRef, canDrop, open])
  const entries = query.data?.entries ?? []
  const shown = selected && entries.find((entry) => entry.id === selected.id)
  const openFolder = (folderId: number | null) => update({ view: 'folder', folderId, q: '' })
  return (
    <div className="file-browser">
      <Toolbar list={list} search={search} />
      <Crumbs view={state.view} path={query.data?.path ?? []} onOpen={openFolder} onDrop={actions.drop} />
      <div className="file-body">
        <div
          {...(canDrop
            ? dropzone.getRootProps({ className: `file-drop${dropzone.isDragActive ? ' drag-active' : ''}` })
            : { className: 'file-drop' })}
        >
          {canDrop && <input {...dropzone.getInputProps({ 'aria-label': t('upload.pick') })} />}
          {state.view === 'trash' && entries.length > 0 && (
            <div className="d-flex justify-content-end px-3 pt-2">
              <Button color="danger" outline size="sm" onClick={onEmptyTrash}>
                {t('actions.emptyTrash')}
              </Button>
            </div>
          )}
          <LeftOutNote count={query.data?.leftOut} />
          {query.isLoading || query.isError || entries.length === 0 ? (
            <QueryState
              loading={query.isLoading}
              error={query.isError ? query.error : null}
              onRetry={() => void query.refetch()}
              empty={state.q ? t('list.emptySearch', { q: state.q }) : t(`list.empty.${state.view}`)}
            />
          ) : (
            <EntryItems
              entries={entries}
              selectedId={shown ? shown.id : null}
              actions={actions}
              layout={layout}
              label={t('list.label')}
            />
          )}
          {canDrop && <p className="file-drop-hint small text-body-secondary">{t('upload.hint')}</p>}
        </div>
        {shown && (
          <PreviewPane entry={shown} onClose={() => actions.select(null)} onDownload={actions.download} />
        )}
      </div>
      <UploadList uploads={uploads.uploads} onClear={uploads.clear} />
    </div>
  )
}
