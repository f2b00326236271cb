import type { ReactNode } from 'react'

export type AlertIconKind = 'success' | 'error' | 'warning' | 'info' | 'question'

export type AlertPosition =
  'center' | 'top' | 'top-start' | 'top-end' | 'bottom' | 'bottom-start' | 'bottom-end'

export type AlertAnimation = 'zoom' | 'drop' | 'rise' | 'fade' | 'none'

export interface AlertInput {
  label: string
  type?: 'text' | 'email' | 'number'
  placeholder?: string
  initialValue?: string
  /** The message shown when the value is refused; nothing when it is fine. */
  validate?: (value: string) => string | undefined
}

export interface AlertOptions<T = string> {
  title: string
  text?: ReactNode
  footer?: ReactNode
  icon?: AlertIconKind
  position?: AlertPosition
  animation?: AlertAnimation
  confirmLabel?: string
  confirmColor?: string
  /** Shows a cancel button with this label. */
  cancelLabel?: string
  input?: AlertInput
  /** Closes the dialog after this many milliseconds, with a countdown. */
  timer?: number
  /** Runs on confirm with the input's value, the dialog busy meanwhile; a thrown Error's message is shown. */
  preConfirm?: (value: string) => Promise<T>
}

export type AlertDismissal = 'cancel' | 'escape' | 'backdrop' | 'timer'

export type AlertResult<T = string> =
  { confirmed: true; value: T } | { confirmed: false; reason: AlertDismissal }
