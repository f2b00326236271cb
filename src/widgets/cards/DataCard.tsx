import type { ReactNode } from 'react'
import { AlertCircle, RefreshCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody, CardHeader } from 'reactstrap'
import { assistantBuilt } from '@core/assistant/ask'
import { AskAssistant } from '@core/assistant/AskAssistant'
import { PanelBoundary } from '@core/components/PanelBoundary'
import { useDeferredFirstAnswer } from '@core/hooks/useDeferredFirstAnswer'

export interface CardQuery<T> {
  data?: T
  isFetching: boolean
  isError: boolean
  refetch: () => unknown
}

export interface DataCardProps<T> {
  title: ReactNode
  subtitle?: ReactNode
  query: CardQuery<T>
  action?: ReactNode
  /** The part of the answer this card shows, for its Ask action (default: the whole answer). */
  share?: (data: T) => unknown
  skeletonLines?: number
  className?: string
  bodyClassName?: string
  children: (data: T) => ReactNode
}

/** The content stays on screen, marked busy, while a new range loads. */
export function DataCard<T>({
  title,
  subtitle,
  query,
  action,
  share = (data) => data,
  skeletonLines = 4,
  className = '',
  bodyClassName = '',
  children
}: DataCardProps<T>) {
  const { t } = useTranslation('cards')
  const { data, isFetching, isError, refetch } = useDeferredFirstAnswer(query)
  let body: ReactNode
  if (data !== undefined && !(isError && !isFetching)) body = children(data)
  else if (isError && !isFetching) {
    body = (
      <div className="text-center py-4" role="alert">
        <AlertCircle size={28} className="text-danger mb-2" aria-hidden="true" />
        <p className="mb-3">{t('states.failed')}</p>
        <Button color="primary" outline size="sm" onClick={() => void refetch()}>
          <RefreshCw size={14} className="me-1" aria-hidden="true" />
          {t('states.retry')}
        </Button>
      </div>
    )
  } else body = <CardSkeleton lines={skeletonLines} />
  return (
    <CardFrame
      title={title}
      subtitle={subtitle}
      action={action}
      ask={data === undefined ? undefined : () => share(data)}
      className={className}
      bodyClassName={bodyClassName}
      busy={isFetching}
    >
      {body}
    </CardFrame>
  )
}

export interface CardFrameProps {
  title: ReactNode
  subtitle?: ReactNode
  action?: ReactNode
  /** The card's data for its Ask action, read when Ask is pressed (none: no Ask). */
  ask?: () => unknown
  className?: string
  bodyClassName?: string
  busy?: boolean
  children: ReactNode
}

export function CardFrame({
  title,
  subtitle,
  action,
  ask,
  className = '',
  bodyClassName = '',
  busy,
  children
}: CardFrameProps) {
  const { t } = useTranslation('cards')
  // A card titled in words can be asked about its data, when the assistant is built.
  const asking = assistantBuilt && typeof title === 'string' && ask && (
    <AskAssistant
      label={t('ask.label', { title })}
      text={t('ask.button')}
      question={t('ask.question', { title })}
      title={title}
      data={ask}
    />
  )
  return (
    <Card className={`data-card h-100 ${className}`}>
      <CardHeader className="d-flex flex-wrap align-items-start justify-content-between gap-2 pb-0">
        <div className="data-card-title">
          <h2 className="card-title h5 mb-1">{title}</h2>
          {subtitle && <p className="small text-body-secondary mb-0">{subtitle}</p>}
        </div>
        {(asking || action) && (
          <div className="data-card-actions">
            {asking}
            {action}
          </div>
        )}
      </CardHeader>
      <CardBody className={bodyClassName} aria-busy={busy || undefined}>
        <PanelBoundary>{children}</PanelBoundary>
      </CardBody>
    </Card>
  )
}

export function CardSkeleton({ lines = 4 }: { lines?: number }) {
  const { t } = useTranslation('cards')
  const widths = [7, 10, 5, 9, 6, 8]
  return (
    <div role="status" className="placeholder-glow card-skeleton">
      <span className="visually-hidden">{t('states.loading')}</span>
      <span className="placeholder d-block rounded mb-3 card-skeleton-chart" aria-hidden="true" />
      {Array.from({ length: lines }, (_, i) => (
        <span
          key={i}
          className={`placeholder d-block rounded mb-2 col-${widths[i % widths.length]}`}
          aria-hidden="true"
        />
      ))}
    </div>
  )
}
