import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { ChevronRight } from 'lucide-react'
import type { MenuAction, MenuEntry } from './types'

interface Props {
  label: string
  entries: MenuEntry[]
  onPick: (action: MenuAction) => void
  onBack: () => void
  rtl: boolean
  className?: string
}

const enabledItems = (menu: HTMLElement) => [
  ...menu.querySelectorAll<HTMLElement>(':scope > li > [role="menuitem"]:not([aria-disabled="true"])')
]

/** One level of a context menu: arrows move, the arrow into the line's end opens a submenu, the other closes it. */
export function MenuList({ label, entries, onPick, onBack, rtl, className = '' }: Props) {
  const ref = useRef<HTMLUListElement>(null)
  const [open, setOpen] = useState<string | null>(null)
  useEffect(() => enabledItems(ref.current!)[0]?.focus(), [])
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.target instanceof HTMLElement && event.target.closest('ul') !== ref.current) return
    const items = enabledItems(ref.current!)
    const at = items.indexOf(document.activeElement as HTMLElement)
    const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key]
    if (move !== undefined) items[(move + items.length) % items.length]?.focus()
    else if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft') || event.key === 'Escape') onBack()
    else if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) (document.activeElement as HTMLElement).click()
    else return
    event.preventDefault()
    event.stopPropagation()
  }
  return (
    <ul
      ref={ref}
      role="menu"
      aria-label={label}
      className={`context-menu ${className}`}
      onKeyDown={onKeyDown}
    >
      {entries.map((entry, index) =>
        entry === 'separator' ? (
          <li key={`separator-${index}`} role="separator" className="context-menu-separator" />
        ) : (
          <li key={entry.id} role="none" className="position-relative">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`context-menu-item${entry.danger ? ' text-danger' : ''}`}
              aria-disabled={entry.disabled || undefined}
              aria-haspopup={entry.children ? 'menu' : undefined}
              aria-expanded={entry.children ? open === entry.id : undefined}
              onClick={() => {
                if (entry.disabled) return
                if (entry.children) setOpen(entry.id)
                else onPick(entry)
              }}
            >
              {entry.icon && <entry.icon size={16} aria-hidden="true" />}
              <span className="flex-grow-1">{entry.label}</span>
              {entry.children && (
                <ChevronRight size={16} className="context-menu-chevron" aria-hidden="true" />
              )}
            </button>
            {entry.children && open === entry.id && (
              <MenuList
                label={entry.label}
                entries={entry.children}
                onPick={onPick}
                rtl={rtl}
                className="context-submenu"
                onBack={() => {
                  setOpen(null)
                  enabledItems(ref.current!)
                    .find((item) => item.textContent === entry.label)
                    ?.focus()
                }}
              />
            )}
          </li>
        )
      )}
    </ul>
  )
}
