import { useTranslation } from 'react-i18next'
import { Alert } from '../../components/overlays'
import { refusalText } from '@/utility/apiErrors'
import type { BulkFailure } from './bulk.contract'

const shownAtMost = 10

/** Which rows a bulk call refused and why, until dismissed. */
export function BulkReport({
  failures,
  nameOf,
  onDismiss
}: {
  failures: BulkFailure[]
  nameOf: (id: number) => string
  onDismiss: () => void
}) {
  const { t } = useTranslation('list')
  if (failures.length === 0) return null
  const more = failures.length - shownAtMost
  return (
    <Alert color="warning" className="mx-3" isOpen toggle={onDismiss} closeAriaLabel={t('bulk.dismiss')}>
      <p className="mb-1">{t('bulk.refused', { count: failures.length })}</p>
      <ul className="mb-0">
        {failures.slice(0, shownAtMost).map((failure) => (
          <li key={failure.id}>
            {nameOf(failure.id)}: {refusalText({ code: failure.code })}
          </li>
        ))}
        {more > 0 && <li>{t('bulk.more', { count: more })}</li>}
      </ul>
    </Alert>
  )
}
