import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { ChevronDown, type LucideIcon } from 'lucide-react'
import './list.scss'

interface Props {
  label: string
  icon: LucideIcon
  /** The panel's content; it mounts only while open. */
  children: ReactNode
}

/** A button that opens a panel of controls below it; Escape or a click outside closes it and focus returns. */
export function ToolPanel({ label, icon: Icon, children }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const box = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const outside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false)
    }
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !box.current?.contains(document.activeElement)) return
      event.stopPropagation()
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', outside)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('pointerdown', outside)
      document.removeEventListener('keydown', escape)
    }
  }, [open])

  return (
    <div ref={box} className="nl-tool-panel">
      <button
        ref={button}
        type="button"
        className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-1"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        <Icon size={16} aria-hidden="true" />
        {label}
        <ChevronDown size={14} aria-hidden="true" />
      </button>
      {open && (
        <div id={id} role="group" aria-label={label} className="nl-tool-panel-body dropdown-menu show p-3">
          {children}
        </div>
      )}
    </div>
  )
}
