import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { Button, Card, CardBody } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { ChatPanel } from './chat/ChatPanel'
import { ConversationList } from './conversations/ConversationList'
import { useConversationChat } from './conversations/useConversationChat'

const kinds = [
  'countUsers',
  'unpaidInvoices',
  'invoicesByStatus',
  'showInvoice',
  'markInvoicePaid',
  'roleCan',
  'listRoles',
  'listTodos',
  'addTodo',
  'moveTask',
  'recentActivity',
  'countInvoices',
  'summariseCard'
] as const

const conversationParam = 'conversation'

export default function AssistantPage() {
  const { t } = useTranslation('assistant')
  // The open conversation is in the address, so reload and back keep it.
  const [search, setSearch] = useSearchParams()
  const active = Number(search.get(conversationParam)) || null
  const choose = useCallback(
    (id: number | null) =>
      setSearch((params) => {
        const next = new URLSearchParams(params)
        if (id === null) next.delete(conversationParam)
        else next.set(conversationParam, String(id))
        return next
      }),
    [setSearch]
  )
  const chat = useConversationChat(active, choose)
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="row g-3">
        <div className="col-12 col-lg-3">
          <ConversationList active={active} choose={choose} onNew={chat.startNew} />
        </div>
        <div className="col-12 col-lg-6">
          <Card>
            <CardBody>
              <ChatPanel chat={chat} onNew={chat.startNew} fieldId="assistant-question" />
            </CardBody>
          </Card>
        </div>
        <div className="col-12 col-lg-3">
          <Card>
            <CardBody>
              <h2 className="h6">{t('page.canDo')}</h2>
              <ul className="list-unstyled d-grid gap-1 mb-0">
                {kinds.map((kind) => (
                  <li key={kind}>
                    <Button
                      color="link"
                      size="sm"
                      className="p-0 text-start"
                      disabled={chat.answering}
                      onClick={() => chat.ask(t(`example.${kind}`))}
                    >
                      {t(`example.${kind}`)}
                    </Button>
                  </li>
                ))}
              </ul>
            </CardBody>
          </Card>
        </div>
      </div>
    </>
  )
}
