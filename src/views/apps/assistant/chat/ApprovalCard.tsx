import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody } from 'reactstrap'
import { api } from '@/redux/api'
import { useAppDispatch } from '@/redux/hooks'
import type { Proposal } from '../contract'
import type { Decision } from '../conversations.contract'
import { applyProposal, undoProposal } from './approval'

type State = 'asking' | 'working' | 'approved' | 'rejected' | 'undone' | 'failed'
type Fields = Record<string, unknown>

const shown = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? '')

/** The exact change as a table: each field before and after (record text stays text). */
function Change({ before, after }: { before: Fields | null; after: Fields | null }) {
  const { t } = useTranslation('assistant')
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (field) => !before || !after || shown(before[field]) !== shown(after[field]) || field === 'title'
  )
  return (
    <div className="table-responsive">
      <table className="table table-sm mb-2">
        <thead>
          <tr>
            <th scope="col">{t('column.field')}</th>
            <th scope="col">{t('page.before')}</th>
            <th scope="col">{t('page.after')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field}>
              <th scope="row">{field}</th>
              <td>{before ? shown(before[field]) : t('page.none')}</td>
              <td>{after ? shown(after[field]) : t('page.none')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

interface Props {
  proposal: Proposal
  /** What the user did with it before (a conversation opened again): it is not asked twice. */
  decision?: Decision
  onDecide: (decision: Decision) => void
}

/** A write the assistant proposes: nothing happens until Approve; an approved change can be undone. */
export function ApprovalCard({ proposal, decision, onDecide }: Props) {
  const { t } = useTranslation('assistant')
  const dispatch = useAppDispatch()
  const [state, setState] = useState<State>(decision?.state ?? 'asking')
  const [entry, setEntry] = useState<number | null>(decision?.entry ?? null)
  const decided = (next: Decision['state'], madeEntry: number | null) => {
    setState(next)
    onDecide({ proposal: proposal.id, state: next, entry: madeEntry })
  }
  const act = async (work: () => Promise<number | null>, next: Decision['state']) => {
    setState('working')
    try {
      const made = await work()
      dispatch(api.util.resetApiState())
      setEntry(made)
      decided(next, made)
    } catch {
      setState('failed')
    }
  }
  const approve = () => act(() => applyProposal(proposal), 'approved')
  const undo = () => entry !== null && act(() => undoProposal(entry).then(() => entry), 'undone')
  const kind = proposal.before === null ? 'create' : proposal.after === null ? 'delete' : 'update'
  return (
    <Card className="border mb-2" role="group" aria-label={t('page.approvalTitle')}>
      <CardBody className="p-2">
        <p className="fw-semibold mb-1">
          {t(`page.change.${kind}`)} <code>{proposal.method.toUpperCase()}</code> <code>{proposal.path}</code>
        </p>
        <Change before={proposal.before} after={proposal.after} />
        {(state === 'asking' || state === 'working') && (
          <div className="d-flex gap-2">
            <Button color="primary" size="sm" disabled={state === 'working'} onClick={() => void approve()}>
              {t('page.approve')}
            </Button>
            <Button
              color="secondary"
              outline
              size="sm"
              disabled={state === 'working'}
              onClick={() => decided('rejected', null)}
            >
              {t('page.reject')}
            </Button>
          </div>
        )}
        {state !== 'asking' && state !== 'working' && (
          <p className="mb-0 small" role="status">
            {t(`page.state.${state}`)}
            {state === 'approved' && entry !== null && (
              <Button color="link" size="sm" className="ms-2 p-0" onClick={() => void undo()}>
                {t('page.undo')}
              </Button>
            )}
          </p>
        )}
      </CardBody>
    </Card>
  )
}
