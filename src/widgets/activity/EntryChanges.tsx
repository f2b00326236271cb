import { useTranslation } from 'react-i18next'
import type { FieldChange, RecordChange } from '@/utility/activity.contract'

const shown = 60

/** A value as a short line of text: long or nested values are cut. */
function text(value: unknown, empty: string): string {
  if (value === undefined || value === null || value === '') return empty
  const written = typeof value === 'string' ? value : JSON.stringify(value)
  return written.length > shown ? `${written.slice(0, shown)}…` : written
}

function Change({ change }: { change: FieldChange }) {
  const { t } = useTranslation('activity')
  const empty = t('value.empty')
  return (
    <li>
      <span className="fw-medium">{change.field}</span>
      {': '}
      {change.secret ? (
        <span className="text-body-secondary">{t('value.secret')}</span>
      ) : (
        <>
          <del className="text-body-secondary">{text(change.before, empty)}</del>
          {' → '}
          <ins className="text-decoration-none">{text(change.after, empty)}</ins>
        </>
      )}
    </li>
  )
}

/** The fields one record changed, before and after. */
export function EntryChanges({ record }: { record: RecordChange }) {
  return (
    <ul className="list-unstyled small mb-0 text-break">
      {record.changes.slice(0, 12).map((change) => (
        <Change key={change.field} change={change} />
      ))}
    </ul>
  )
}
