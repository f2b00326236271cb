import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { notify } from '../../components/toast'
import { mutate } from '../../forms/mutate'
import type { BulkFailure, BulkSelection } from './bulk.contract'
import type { RowId } from './selection'
import type { BulkAction } from './types'

interface Options {
  count: number
  request: () => BulkSelection
  /** After a call: the rows it refused stay selected, so they can be seen and tried again. */
  onDone: (refused: RowId[]) => void
}

/** Asks, runs one call, says how it went in one toast, and keeps the refused rows with their reasons. */
export function useBulkRun({ count, request, onDone }: Options): {
  ask: (action: BulkAction) => void
  dialog: ReactNode
  failures: BulkFailure[]
  dismiss: () => void
} {
  const { t } = useTranslation('list', { useSuspense: false })
  const [asked, setAsked] = useState<BulkAction | null>(null)
  const [busy, setBusy] = useState(false)
  const [failures, setFailures] = useState<BulkFailure[]>([])

  const confirm = async () => {
    if (asked === null) return
    setBusy(true)
    const { data } = await mutate(asked.run(request()))
    setBusy(false)
    setAsked(null)
    if (!data) return
    const { undo } = asked
    const entry = data.entry
    if (data.failed.length === 0 && undo && entry !== undefined)
      notify.undoable(asked.done(data.done.length), {
        label: t('bulk.undo'),
        run: () => void mutate(undo(entry), { done: t('bulk.undone') })
      })
    else if (data.failed.length === 0) notify.success(asked.done(data.done.length))
    else notify.error(t('bulk.partly', { done: data.done.length, failed: data.failed.length }))
    setFailures(data.failed)
    onDone(data.failed.map((failure) => failure.id))
  }

  const dialog = (
    <ConfirmDialog
      isOpen={asked !== null}
      title={asked?.group ? `${asked.group}: ${asked.label}` : (asked?.label ?? '')}
      message={asked?.confirm(count) ?? ''}
      confirmLabel={asked?.confirmLabel}
      busy={busy}
      onConfirm={confirm}
      onCancel={() => setAsked(null)}
    />
  )
  return { ask: setAsked, dialog, failures, dismiss: () => setFailures([]) }
}
