import { useEffect, useId, useRef, useState } from 'react'
import type { AskRequest } from '@core/assistant/ask'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Offcanvas, OffcanvasBody, OffcanvasHeader } from 'reactstrap'
import { ChatPanel } from '../chat/ChatPanel'
import { useConversationChat } from '../conversations/useConversationChat'
import { assistantPath } from '../routes.contract'
import './dock.scss'

interface Props {
  isOpen: boolean
  close: () => void
  /** A question asked from a card's or list's Ask action: each new one starts a new conversation. */
  asked?: AskRequest | null
}

/** The assistant beside any page: the page's chat in a side panel; its conversations join the page's list. */
export default function AssistantDock({ isOpen, close, asked = null }: Props) {
  const { t } = useTranslation('assistant')
  const titleId = useId()
  const [active, setActive] = useState<number | null>(null)
  const chat = useConversationChat(active, setActive)
  const { startNew, askAbout } = chat
  const answered = useRef<AskRequest | null>(null)
  useEffect(() => {
    if (!asked || answered.current === asked) return
    answered.current = asked
    startNew()
    askAbout(asked.question, asked.view)
  }, [asked, startNew, askAbout])
  return (
    <Offcanvas
      isOpen={isOpen}
      toggle={close}
      direction="end"
      className="nl-assistant-dock"
      labelledBy={titleId}
    >
      <OffcanvasHeader toggle={close} tag="h2">
        <span id={titleId} className="fs-5">
          {t('title')}
        </span>
      </OffcanvasHeader>
      <OffcanvasBody>
        <ChatPanel chat={chat} onNew={chat.startNew} fieldId="assistant-dock-question" />
        <Link
          to={active === null ? assistantPath : `${assistantPath}?conversation=${active}`}
          className="d-inline-block small mt-3"
          onClick={close}
        >
          {t('dock.fullPage')}
        </Link>
      </OffcanvasBody>
    </Offcanvas>
  )
}
