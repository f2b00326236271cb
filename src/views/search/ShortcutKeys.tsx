import { useEffect, useState } from 'react'
import { openCustomizer } from '@core/components/customizer/customizerRequest'
import { singleKeyShortcut, useShortcutsSheetRequests, type ShortcutId } from '@core/app/shortcuts'
import { useSkin } from '@core/hooks/useSkin'
import { useAppSelector } from '@/redux/hooks'
import { selectLayout } from '@/redux/layout'
import { ShortcutsSheet } from './ShortcutsSheet'

/** Listens for the single-key shortcuts (outside text fields and dialogs) and holds the shortcuts sheet. */
export function ShortcutKeys() {
  const { keyShortcuts, customizer } = useAppSelector(selectLayout)
  const { shown, setSkin } = useSkin()
  const [open, setOpen] = useState(false)
  const requests = useShortcutsSheetRequests()
  const [seenRequests, setSeenRequests] = useState(requests)
  if (requests !== seenRequests) {
    setSeenRequests(requests)
    setOpen(true)
  }

  useEffect(() => {
    const actions: Partial<Record<ShortcutId, () => void>> = {
      shortcuts: () => setOpen(true),
      skin: () => setSkin(shown === 'dark' ? 'light' : 'dark'),
      customizer: customizer ? openCustomizer : undefined
    }
    function onKeyDown(event: KeyboardEvent) {
      // Inside a dialog the keys belong to it (a single key there would act behind it).
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return
      const shortcut = singleKeyShortcut(event, keyShortcuts)
      const action = shortcut && actions[shortcut.id]
      if (!action) return
      event.preventDefault()
      action()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [keyShortcuts, customizer, shown, setSkin])

  return <ShortcutsSheet isOpen={open} onClose={() => setOpen(false)} singleKeysOn={keyShortcuts} />
}
