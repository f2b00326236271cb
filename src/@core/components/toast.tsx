import toast, { Toaster } from 'react-hot-toast'
import { useLayoutSettings } from '../hooks/useLayoutSettings'

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast(message)
}

export function ToastHost() {
  const { toastPosition, direction } = useLayoutSettings()
  return (
    <Toaster
      position={toastPosition}
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
