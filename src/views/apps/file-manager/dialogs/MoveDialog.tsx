import { useState } from 'react'
import { Folder } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'
import { mutate } from '@core/forms/mutate'
import { useCopyEntriesMutation, useGetFoldersQuery, useMoveEntriesMutation } from '../api'
import type { Entry, Folder as FolderRecord } from '../contract'
import { useDemoName } from '../useDemoName'

interface Props {
  entry: Entry
  kind: 'move' | 'copy'
  onClose: () => void
}

/** Folders in tree order with their depth; a moved folder's own branch is left out. */
function flatten(folders: readonly FolderRecord[], leaveOut: number | null): [FolderRecord, number][] {
  const rows: [FolderRecord, number][] = []
  const walk = (parentId: number | null, depth: number) => {
    for (const folder of folders.filter((each) => each.parentId === parentId && each.id !== leaveOut)) {
      rows.push([folder, depth])
      if (depth < 8) walk(folder.id, depth + 1)
    }
  }
  walk(null, 0)
  return rows
}

/** Moves or copies an entry into a folder picked from a list of radio buttons, by mouse or keyboard. */
export function MoveDialog({ entry, kind, onClose }: Props) {
  const { t } = useTranslation('fileManager')
  const nameOf = useDemoName()
  const { data } = useGetFoldersQuery()
  const [move, moving] = useMoveEntriesMutation()
  const [copy, copying] = useCopyEntriesMutation()
  const [target, setTarget] = useState<number | null>(entry.parentId)
  const rows = flatten(data?.folders ?? [], entry.type === 'folder' ? entry.id : null)
  const submit = async () => {
    const call = kind === 'move' ? move : copy
    const result = await mutate(call({ ids: [entry.id], parentId: target }), {
      done: t(`toasts.${kind === 'move' ? 'moved' : 'copied'}`, { count: 1 }),
      failed: (message) => t('toasts.failed', { message })
    })
    if (!result.error) onClose()
  }
  const option = (id: number | null, label: string, depth: number) => (
    <div className="form-check" key={id ?? 'top'} style={{ marginInlineStart: `${depth * 1.25}rem` }}>
      <input
        className="form-check-input"
        type="radio"
        name="file-move-target"
        id={`file-move-${id ?? 'top'}`}
        checked={target === id}
        onChange={() => setTarget(id)}
      />
      <label
        className="form-check-label d-inline-flex align-items-center gap-1"
        htmlFor={`file-move-${id ?? 'top'}`}
      >
        <Folder size={14} aria-hidden="true" className="text-warning" />
        {label}
      </label>
    </div>
  )
  const title = t(`${kind}.title`, { name: nameOf(entry) })
  return (
    <Modal isOpen toggle={onClose} labelledBy="file-move-title" scrollable>
      <ModalHeader id="file-move-title" toggle={onClose}>
        {title}
      </ModalHeader>
      <ModalBody>
        <fieldset>
          <legend className="fs-6">{t('move.target')}</legend>
          {option(null, t('views.folder'), 0)}
          {rows.map(([folder, depth]) => option(folder.id, nameOf(folder), depth + 1))}
        </fieldset>
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={onClose}>
          {t('common:form.cancel')}
        </Button>
        <Button
          color="primary"
          onClick={() => void submit()}
          disabled={moving.isLoading || copying.isLoading}
        >
          {t(`actions.${kind}`)}
        </Button>
      </ModalFooter>
    </Modal>
  )
}
