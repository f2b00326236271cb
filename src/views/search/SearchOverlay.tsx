import { Suspense, useEffect, useId, useRef, useState } from 'react'
import { Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { Modal } from 'reactstrap'
import type { CommandEffect } from '@core/app/commands'
import { routeTransition } from '@core/theme/viewTransition'
import { SearchDialog } from './SearchDialog'
import { ariaKeyShortcuts, isModShortcut } from '@core/app/shortcuts'
import { shortcutKeys } from './shortcutKeys'
import { ShortcutKeys } from './ShortcutKeys'
import { useRunCommand } from './useRunCommand'
import './search.scss'

function focusedElement(): HTMLElement | null {
  const focused = document.activeElement
  return focused instanceof HTMLElement && focused !== document.body ? focused : null
}

function SearchLauncher() {
  const { t } = useTranslation('search')
  const navigate = useNavigate()
  const titleId = useId()
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  // Focus goes back to what had it when the overlay opened, else to the button.
  const returnTo = useRef<HTMLElement | null>(null)
  const run = useRunCommand()
  // A command runs once the overlay has given focus back, so a form or panel it opens keeps the focus.
  const afterClose = useRef<CommandEffect | null>(null)
  const shortcut = shortcutKeys('palette', t).join(' ')

  function show() {
    returnTo.current = focusedElement()
    setOpen(true)
  }

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isModShortcut(event, 'k')) return
      event.preventDefault() // the browser's own Ctrl+K focuses its address bar
      setOpen((wasOpen) => {
        if (!wasOpen) returnTo.current = focusedElement()
        return true
      })
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  useEffect(() => {
    if (!open) return
    // Our own Escape: reactstrap's reads the legacy keyCode, which virtual keyboards and automation may not set.
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      event.preventDefault()
      setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  function restoreFocus() {
    const target = returnTo.current?.isConnected ? returnTo.current : buttonRef.current
    returnTo.current = null
    const effect = afterClose.current
    afterClose.current = null
    // After reactstrap has detached the dialog: until then its focus trap pulls focus back in.
    setTimeout(() => {
      target?.focus()
      if (effect) void run(effect)
    })
  }

  function runCommand(effect: CommandEffect) {
    afterClose.current = effect
    setOpen(false)
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="nav-icon-btn search-launcher"
        onClick={show}
        aria-label={t('buttonLabel', { shortcut })}
        aria-keyshortcuts={ariaKeyShortcuts('palette')}
        aria-haspopup="dialog"
        aria-expanded={open}
        title={t('buttonLabel', { shortcut })}
      >
        <Search size={20} aria-hidden="true" />
        <span className="search-launcher-text d-none d-lg-inline text-body-secondary">{t('button')}</span>
        <kbd className="search-launcher-kbd d-none d-lg-inline">{shortcut}</kbd>
      </button>
      <Modal
        isOpen={open}
        toggle={() => setOpen(false)}
        labelledBy={titleId}
        className="search-modal"
        contentClassName="overflow-hidden"
        size="lg"
        trapFocus
        keyboard={false}
        returnFocusAfterClose={false}
        onClosed={restoreFocus}
      >
        <SearchDialog
          titleId={titleId}
          onClose={() => setOpen(false)}
          onNavigate={(link) => {
            setOpen(false)
            void navigate(link, routeTransition())
          }}
          onRun={runCommand}
        />
      </Modal>
    </>
  )
}

/** Its own Suspense boundary so loading the `search` translations never blanks the navbar. */
export function SearchOverlay() {
  return (
    <Suspense fallback={null}>
      <SearchLauncher />
      <ShortcutKeys />
    </Suspense>
  )
}
