import { Component, type ReactNode } from 'react'
import { AlertCircle, RefreshCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'

interface State {
  failed: boolean
}

/** A card or panel that throws shows this in its place; the rest of the page keeps working. */
export class PanelBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  render() {
    return this.state.failed ? (
      <PanelFailed onRetry={() => this.setState({ failed: false })} />
    ) : (
      this.props.children
    )
  }
}

function PanelFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="text-center py-4 px-3" role="alert">
      <AlertCircle size={28} className="text-danger mb-2" aria-hidden="true" />
      <p className="mb-3">{t('errors.panel')}</p>
      <Button color="primary" outline size="sm" onClick={onRetry}>
        <RefreshCw size={14} className="me-1" aria-hidden="true" />
        {t('query.retry')}
      </Button>
    </div>
  )
}
