import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody } from 'reactstrap'
import { Copy, RotateCcw, Pencil, Square, Send } from 'lucide-react'
import { PageHeader } from '@core/components/PageHeader'
import { copyAndTell } from '@core/components/toast'
import { chatLimits } from './contract'
import { TurnView } from './chat/TurnView'
import { answerText, useChat } from './chat/useChat'

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

export default function AssistantPage() {
  const { t } = useTranslation('assistant')
  const chat = useChat()
  const [draft, setDraft] = useState('')
  const last = chat.turns.at(-1)
  const send = (event: FormEvent) => {
    event.preventDefault()
    const question = draft.trim()
    if (!question || chat.answering) return
    chat.ask(question)
    setDraft('')
  }
  // The live region speaks once an answer is whole, never each token.
  const spoken = last?.status === 'answering' ? t('page.answering') : last ? answerText(last) : ''
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="row g-3">
        <div className="col-12 col-lg-8">
          <Card>
            <CardBody>
              {chat.turns.length === 0 && <p className="text-body-secondary">{t('page.empty')}</p>}
              <ol className="list-unstyled mb-3" aria-label={t('page.conversation')}>
                {chat.turns.map((turn) => (
                  <TurnView key={turn.id} turn={turn} />
                ))}
              </ol>
              <div className="visually-hidden" aria-live="polite" aria-atomic="true">
                {spoken}
              </div>
              {last && !chat.answering && (
                <div className="d-flex flex-wrap gap-2 mb-3">
                  <Button size="sm" outline color="secondary" onClick={chat.regenerate}>
                    <RotateCcw size={14} aria-hidden="true" className="me-1" />
                    {t('page.regenerate')}
                  </Button>
                  <Button size="sm" outline color="secondary" onClick={() => setDraft(last.question)}>
                    <Pencil size={14} aria-hidden="true" className="me-1" />
                    {t('page.edit')}
                  </Button>
                  <Button
                    size="sm"
                    outline
                    color="secondary"
                    onClick={() =>
                      void copyAndTell(answerText(last), {
                        copied: t('page.copied'),
                        refused: t('page.copyRefused')
                      })
                    }
                  >
                    <Copy size={14} aria-hidden="true" className="me-1" />
                    {t('page.copy')}
                  </Button>
                  <Button size="sm" outline color="secondary" onClick={chat.clear}>
                    {t('page.new')}
                  </Button>
                </div>
              )}
              <form onSubmit={send} className="d-flex gap-2 align-items-end">
                <div className="flex-grow-1">
                  <label htmlFor="assistant-question" className="form-label">
                    {t('page.question')}
                  </label>
                  <input
                    className="form-control"
                    id="assistant-question"
                    value={draft}
                    maxLength={chatLimits.messageChars}
                    onChange={(event) => setDraft(event.target.value)}
                  />
                </div>
                {chat.answering ? (
                  <Button type="button" color="danger" onClick={chat.stop}>
                    <Square size={14} aria-hidden="true" className="me-1" />
                    {t('page.stop')}
                  </Button>
                ) : (
                  <Button type="submit" color="primary" disabled={!draft.trim()}>
                    <Send size={14} aria-hidden="true" className="me-1" />
                    {t('page.send')}
                  </Button>
                )}
              </form>
            </CardBody>
          </Card>
        </div>
        <div className="col-12 col-lg-4">
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
