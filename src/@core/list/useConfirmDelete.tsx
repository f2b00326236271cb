import { useState, type ReactNode } from 'react'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { mutate } from '../forms/mutate'

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
    await mutate(remove(doomed), {
      done: deleted(doomed),
      failed: (text) => failed(doomed, text)
    })
    setBusy(false)
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
