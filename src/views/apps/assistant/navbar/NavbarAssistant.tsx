import { lazy, Suspense, useEffect, useState } from 'react'
import { Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { onAskAssistant, type AskRequest } from '@core/assistant/ask'

// The dock, its chat and its strings load with the first click, never with the page.
const AssistantDock = lazy(() => import('../dock/AssistantDock'))

/** The navbar's assistant button: opens the assistant in a side panel on any page. */
export default function NavbarAssistant() {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(false)
  const [open, setOpen] = useState(false)
  const [asked, setAsked] = useState<AskRequest | null>(null)
  // A card's or list's Ask action opens the dock with a new conversation about it.
  useEffect(
    () =>
      onAskAssistant((request) => {
        setAsked(request)
        setOpened(true)
        setOpen(true)
      }),
    []
  )
  const label = t('nav.assistant')
  return (
    <>
      <button
        type="button"
        // A phone's navbar has no room for it: the menu opens the assistant there.
        className="nav-icon-btn d-none d-md-inline-flex"
        aria-label={label}
        title={label}
        aria-expanded={open}
        onClick={() => (setOpened(true), setOpen(true))}
      >
        <Sparkles size={20} />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <AssistantDock isOpen={open} close={() => setOpen(false)} asked={asked} />
        </Suspense>
      )}
    </>
  )
}
