import toast, { Toaster } from 'react-hot-toast'
import { copyToClipboard } from '@/utility/clipboard'
import { useLayoutSettings } from '../hooks/useLayoutSettings'

/** A button a toast carries (Undo); pressing it closes the toast. */
export interface ToastAction {
  label: string
  run: () => void
}

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast(message),
  /** A success the user may take back: the toast stays longer and carries the action's button. */
  undoable: (message: string, action: ToastAction) =>
    toast.success(
      (shown) => (
        <span className="d-flex align-items-center flex-wrap gap-2">
          <span>{message}</span>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => {
              toast.dismiss(shown.id)
              action.run()
            }}
          >
            {action.label}
          </button>
        </span>
      ),
      { duration: 10000 }
    )
}

/** Copies the text and says how it went; false when the browser has no clipboard or refuses. */
export async function copyAndTell(text: string, said: { copied: string; refused: string }): Promise<boolean> {
  const copied = await copyToClipboard(text)
  if (copied) notify.success(said.copied)
  else notify.error(said.refused)
  return copied
}

export function ToastHost() {
  const { toastPosition, direction } = useLayoutSettings()
  return (
    <Toaster
      position={toastPosition}
      // Below the floating navbar, so a toast never covers the user's name or the navbar's buttons.
      containerStyle={{ top: 'calc(var(--nl-navbar-height) + 1.5rem)' }}
      toastOptions={{
        duration: 4000,
        style: {
          direction,
          background: 'var(--nl-card-bg)',
          color: 'var(--bs-body-color)',
          boxShadow: 'var(--nl-shadow)'
        }
      }}
    />
  )
}
