import { AlertCircle, RefreshCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Spinner } from 'reactstrap'
import { readFailureText } from '@/utility/apiErrors'

export function QueryState({
  loading,
  error,
  onRetry,
  empty
}: {
  loading?: boolean
  /** The failed query's error: shown in translated words, never its own message. */
  error?: unknown
  onRetry?: () => void
  empty?: string
}) {
  const { t } = useTranslation()
  if (loading) {
    return (
      <div className="text-center py-5">
        <Spinner color="primary">{t('table.loading')}</Spinner>
      </div>
    )
  }
  if (error) {
    return (
      <div className="text-center py-5 px-3" role="alert">
        <AlertCircle size={32} className="text-danger mb-2" aria-hidden="true" />
        <p className="mb-3">{t('query.failed', { message: readFailureText(error) })}</p>
        {onRetry && (
          <Button color="primary" outline onClick={onRetry}>
            <RefreshCw size={16} className="me-2" aria-hidden="true" />
            {t('query.retry')}
          </Button>
        )}
      </div>
    )
  }
  return empty ? <p className="text-center text-body-secondary py-5 mb-0">{empty}</p> : null
}
