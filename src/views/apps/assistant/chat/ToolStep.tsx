import { useTranslation } from 'react-i18next'
import type { ChatEvent } from '../contract'

type Call = Extract<ChatEvent, { type: 'tool-call' }>

/** A reading call the assistant made: what it called, with what, and the status it got; open for the details. */
export function ToolStep({ call, status }: { call: Call; status?: number }) {
  const { t } = useTranslation('assistant')
  return (
    <details className="small border rounded px-2 py-1 mb-2">
      <summary>
        {t('page.called')} <code>{call.method.toUpperCase()}</code> <code>{call.path}</code>
        {status !== undefined && <span className="ms-2 text-body-secondary">{status}</span>}
      </summary>
      <pre className="mb-1 mt-1 small">{JSON.stringify(call.input, null, 2)}</pre>
    </details>
  )
}
