import { useState, type ReactNode } from 'react'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { notify } from '../components/toast'

interface Options<T> {
  remove: (row: T) => Promise<{ error?: { message?: string } }>
  title: string
  message: (row: T) => string
  deleted: (row: T) => string
  failed: (row: T, message: string) => string
}

export function useConfirmDelete<T>({ remove, title, message, deleted, failed }: Options<T>): {
  ask: (row: T) => void
  dialog: ReactNode
} {
  const [doomed, setDoomed] = useState<T | null>(null)
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    if (doomed === null) return
    setBusy(true)
    const result = await remove(doomed)
    setBusy(false)
    if (result.error) notify.error(failed(doomed, result.error.message ?? ''))
    else notify.success(deleted(doomed))
    setDoomed(null)
  }

  const dialog = (
    <ConfirmDialog
      isOpen={doomed !== null}
      title={title}
      message={doomed === null ? '' : message(doomed)}
      busy={busy}
      onConfirm={confirm}
      onCancel={() => setDoomed(null)}
    />
  )
  return { ask: setDoomed as (row: T) => void, dialog }
}
