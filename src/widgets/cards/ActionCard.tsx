import { useState, type ReactNode } from 'react'
import { ChevronDown, RotateCw, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody, CardHeader, Collapse, Spinner } from 'reactstrap'

export type CardAction = 'collapse' | 'refresh' | 'remove'

export interface ActionCardProps {
  title: string
  actions: CardAction[]
  onRefresh?: () => Promise<unknown>
  onRemove?: () => void
  children: ReactNode
}

// The overlay stays at least this long, so a fast answer still reads as "refreshed".
const minimumBlock = 600

export function ActionCard({ title, actions, onRefresh, onRemove, children }: ActionCardProps) {
  const { t } = useTranslation('cards')
  const [open, setOpen] = useState(true)
  const [blocking, setBlocking] = useState(false)
  const refresh = async () => {
    if (!onRefresh) return
    setBlocking(true)
    try {
      await Promise.all([onRefresh(), new Promise((resolve) => setTimeout(resolve, minimumBlock))])
    } finally {
      setBlocking(false)
    }
  }
  const bodyId = `action-card-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <Card className="h-100 position-relative" aria-busy={blocking}>
      <CardHeader className="d-flex align-items-center justify-content-between gap-2">
        <h2 className="card-title h5 mb-0">{title}</h2>
        <div className="d-flex gap-1">
          {actions.includes('collapse') && (
            <Button
              color="link"
              size="sm"
              className="p-1 text-body"
              aria-expanded={open}
              aria-controls={bodyId}
              aria-label={t(open ? 'action.collapse' : 'action.expand', { title })}
              onClick={() => setOpen(!open)}
            >
              <ChevronDown
                size={18}
                aria-hidden="true"
                style={{ transform: open ? undefined : 'rotate(-90deg)' }}
              />
            </Button>
          )}
          {actions.includes('refresh') && (
            <Button
              color="link"
              size="sm"
              className="p-1 text-body"
              aria-label={t('action.refresh', { title })}
              disabled={blocking}
              onClick={() => void refresh()}
            >
              <RotateCw size={18} aria-hidden="true" />
            </Button>
          )}
          {actions.includes('remove') && (
            <Button
              color="link"
              size="sm"
              className="p-1 text-body"
              aria-label={t('action.remove', { title })}
              onClick={onRemove}
            >
              <X size={18} aria-hidden="true" />
            </Button>
          )}
        </div>
      </CardHeader>
      <Collapse isOpen={open} id={bodyId}>
        <CardBody>{children}</CardBody>
      </Collapse>
      {blocking && (
        <div className="action-card-overlay" role="status">
          <Spinner color="primary" size="sm" className="me-2" aria-hidden="true" />
          <span>{t('action.refreshing')}</span>
        </div>
      )}
    </Card>
  )
}
