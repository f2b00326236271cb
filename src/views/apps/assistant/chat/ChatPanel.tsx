import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { Copy, RotateCcw, Pencil, Square, Send } from 'lucide-react'
import { copyAndTell } from '@core/components/toast'
import { chatLimits } from '../contract'
import { TurnView } from './TurnView'
import { answerText, type Chat } from './useChat'

interface Props {
  chat: Chat
  /** Starts a new conversation (the page's list or the dock decides what that means). */
  onNew: () => void
  /** The question field's id, unique on the page (the dock and the page may both show one). */
  fieldId: string
}

/** The conversation, its live region, the last answer's actions and the question field: the page's and the dock's. */
export function ChatPanel({ chat, onNew, fieldId }: Props) {
  const { t } = useTranslation('assistant')
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
      {chat.turns.length === 0 && <p className="text-body-secondary">{t('page.empty')}</p>}
      <ol className="list-unstyled mb-3" aria-label={t('page.conversation')}>
        {chat.turns.map((turn) => (
          <TurnView key={turn.id} turn={turn} decisions={chat.decisions} onDecide={chat.decide} />
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
              void copyAndTell(answerText(last), { copied: t('page.copied'), refused: t('page.copyRefused') })
            }
          >
            <Copy size={14} aria-hidden="true" className="me-1" />
            {t('page.copy')}
          </Button>
          <Button size="sm" outline color="secondary" onClick={onNew}>
            {t('page.new')}
          </Button>
        </div>
      )}
      <form onSubmit={send} className="d-flex gap-2 align-items-end">
        <div className="flex-grow-1">
          <label htmlFor={fieldId} className="form-label">
            {t('page.question')}
          </label>
          <input
            className="form-control"
            id={fieldId}
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
    </>
  )
}
