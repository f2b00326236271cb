import { useTranslation } from 'react-i18next'
import type { ChatEvent } from '../contract'
import type { Decision } from '../conversations.contract'
import { ApprovalCard } from './ApprovalCard'
import { Markdown } from './Markdown'
import { ToolStep } from './ToolStep'
import { answerText, type Turn } from './useChat'

const statusOf = (events: readonly ChatEvent[], id: string) => {
  const result = events.find((event) => event.type === 'tool-result' && event.id === id)
  return result?.type === 'tool-result' ? result.status : undefined
}

/** One question and its answer as it streams: tool steps, approval cards, the text, an error. */
interface Props {
  turn: Turn
  decisions: ReadonlyMap<string, Decision>
  onDecide: (decision: Decision) => void
}

export function TurnView({ turn, decisions, onDecide }: Props) {
  const { t } = useTranslation('assistant')
  const error = turn.events.find((event) => event.type === 'error')
  return (
    <li className="mb-3">
      <p className="d-flex justify-content-end mb-2">
        <span className="bg-primary-subtle rounded px-3 py-2 text-break">
          <span className="visually-hidden">{t('page.you')} </span>
          {turn.question}
        </span>
      </p>
      <div className="text-break">
        <span className="visually-hidden">{t('page.assistant')} </span>
        {turn.events.map((event, at) =>
          event.type === 'tool-call' ? (
            <ToolStep key={at} call={event} status={statusOf(turn.events, event.id)} />
          ) : event.type === 'approval' ? (
            <ApprovalCard
              key={at}
              proposal={event.proposal}
              decision={decisions.get(event.proposal.id)}
              onDecide={onDecide}
            />
          ) : null
        )}
        <Markdown text={answerText(turn)} />
        {turn.status === 'stopped' && <p className="small text-body-secondary">{t('page.stopped')}</p>}
        {error?.type === 'error' && (
          <p className="small text-danger" role="alert">
            {t('page.failed')} ({error.code})
          </p>
        )}
      </div>
    </li>
  )
}
