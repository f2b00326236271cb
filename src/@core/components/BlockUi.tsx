import type { ReactNode } from 'react'
import { Spinner } from 'reactstrap'
import './block-ui.scss'

export interface BlockUiProps {
  blocking: boolean
  message: string
  fullPage?: boolean
  actions?: ReactNode
  children?: ReactNode
  className?: string
}

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
