import toast, { Toaster } from 'react-hot-toast'
import { copyToClipboard } from '@/utility/clipboard'
import { useLayoutSettings } from '../hooks/useLayoutSettings'

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast(message)
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
