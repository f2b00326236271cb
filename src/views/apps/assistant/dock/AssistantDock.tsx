import { useId, useState } from 'react'
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
}

/** The assistant beside any page: the page's chat in a side panel; its conversations join the page's list. */
export default function AssistantDock({ isOpen, close }: Props) {
  const { t } = useTranslation('assistant')
  const titleId = useId()
  const [active, setActive] = useState<number | null>(null)
  const chat = useConversationChat(active, setActive)
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
