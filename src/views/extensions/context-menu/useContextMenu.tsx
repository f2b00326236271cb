import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { createPortal } from 'react-dom'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { useLayoutSettings } from '@core/hooks/useLayoutSettings'
import { MenuList } from './MenuList'
import type { MenuEntry } from './types'
import './context-menu.scss'

interface Opened {
  x: number
  y: number
  subject: string
  trigger: HTMLElement
}

/** A context menu for many targets: right-click, Shift+F10 or the menu key opens it; the action is toasted. */
export function useContextMenu(label: string, entries: MenuEntry[]) {
  const { t } = useTranslation('extensions')
  const { direction } = useLayoutSettings()
  const [opened, setOpened] = useState<Opened | null>(null)
  const menu = useRef<HTMLDivElement>(null)
  const close = (refocus = true) => {
    if (refocus) opened?.trigger.focus()
    setOpened(null)
  }
  useEffect(() => {
    if (!opened) return
    const outside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpened(null)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [opened])
  const bind = (subject: string) => ({
    onContextMenu: (event: MouseEvent<HTMLElement>) => {
      event.preventDefault()
      setOpened({ x: event.clientX, y: event.clientY, subject, trigger: event.currentTarget })
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (!(event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10'))) return
      event.preventDefault()
      openBelow(event.currentTarget, subject)
    }
  })
  const openBelow = (trigger: HTMLElement, subject: string) => {
    const box = trigger.getBoundingClientRect()
    setOpened({ x: direction === 'rtl' ? box.right - 8 : box.left + 8, y: box.bottom, subject, trigger })
  }
  const element =
    opened &&
    createPortal(
      <div
        ref={menu}
        className="context-menu-layer"
        style={{
          top: Math.max(0, Math.min(opened.y, window.innerHeight - 280)),
          ...(direction === 'rtl'
            ? { right: Math.max(0, Math.min(window.innerWidth - opened.x, window.innerWidth - 220)) }
            : { left: Math.max(0, Math.min(opened.x, window.innerWidth - 220)) })
        }}
        dir={direction}
        onBlur={(event) => {
          if (!menu.current?.contains(event.relatedTarget as Node)) setOpened(null)
        }}
      >
        <MenuList
          label={t('context-menu.sample.menuFor', { label, subject: opened.subject })}
          entries={entries}
          rtl={direction === 'rtl'}
          onBack={() => close()}
          onPick={(action) => {
            toast(t('context-menu.sample.picked', { action: action.label, subject: opened.subject }))
            close()
          }}
        />
      </div>,
      document.body
    )
  return { bind, openBelow, element }
}
