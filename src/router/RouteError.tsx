import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { AlertTriangle, RefreshCw } from 'lucide-react'

const chunkLoadFailure = new RegExp(
  [
    'dynamically imported module',
    'Importing a module script failed',
    'error loading dynamically imported',
    'Failed to fetch'
  ].join('|'),
  'i'
)

/** A route chunk that fails to load (new deploy, lost connection) is not a bug in the page. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '')
  return chunkLoadFailure.test(message)
}

export function RouteError() {
  const { t } = useTranslation()
  const error = useRouteError()
  const chunk = isChunkLoadError(error)
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : ''

  return (
    <div className="card mx-auto my-5" style={{ maxWidth: '34rem' }} role="alert">
      <div className="card-body text-center p-4">
        <AlertTriangle size={40} className="text-warning mb-3" aria-hidden="true" />
        <h2 className="h4">{chunk ? t('errors.chunkTitle') : t('errors.pageTitle')}</h2>
        <p className="text-body-secondary">{chunk ? t('errors.chunkText') : t('errors.pageText')}</p>
        {!chunk && detail && <pre className="code-block text-start">{detail}</pre>}
        <div className="d-flex gap-2 justify-content-center flex-wrap">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            <RefreshCw size={16} className="me-2" aria-hidden="true" />
            {t('errors.reload')}
          </button>
          <Link to="/" className="btn btn-outline-secondary">
            {t('errors.home')}
          </Link>
        </div>
      </div>
    </div>
  )
}
