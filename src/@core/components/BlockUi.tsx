import type { ReactNode } from 'react'
import { Spinner } from 'reactstrap'
import './block-ui.scss'

export interface BlockUiProps {
  /** While true, an overlay with a spinner covers the content and takes its clicks. */
  blocking: boolean
  /** Said beside the spinner (and to screen readers). */
  message: string
  /** Cover the whole window instead of the wrapped content. */
  fullPage?: boolean
  /** Shown under the message on the overlay, e.g. a cancel button. */
  actions?: ReactNode
  children?: ReactNode
  className?: string
}

/** Blocks a card, a form or the whole page while something is in progress. */
export function BlockUi({
  blocking,
  message,
  fullPage = false,
  actions,
  children,
  className = ''
}: BlockUiProps) {
  return (
    <div className={`block-ui ${className}`} aria-busy={blocking}>
      {children}
      {blocking && (
        <div className={`block-ui-overlay ${fullPage ? 'block-ui-page' : ''}`} role="status">
          <Spinner color="primary" aria-hidden="true" />
          <span className="block-ui-message">{message}</span>
          {actions}
        </div>
      )}
    </div>
  )
}
