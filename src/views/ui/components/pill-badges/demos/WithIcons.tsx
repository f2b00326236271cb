import { useTranslation } from 'react-i18next'
import { CircleCheck, CircleX, Loader } from 'lucide-react'
import { Badge } from 'reactstrap'

/** Pills with an icon and a counter beside a label. */
export default function PillBadgeWithIcons() {
  const { t } = useTranslation('components')
  return (
    <div className="d-grid gap-3">
      <div className="demo-row">
        <Badge
          pill
          color="success-subtle"
          className="text-success-emphasis d-inline-flex align-items-center gap-1"
        >
          <CircleCheck size={12} aria-hidden="true" /> {t('pill-badges.sample.active')}
        </Badge>
        <Badge
          pill
          color="warning-subtle"
          className="text-warning-emphasis d-inline-flex align-items-center gap-1"
        >
          <Loader size={12} aria-hidden="true" /> {t('pill-badges.sample.processing')}
        </Badge>
        <Badge
          pill
          color="danger-subtle"
          className="text-danger-emphasis d-inline-flex align-items-center gap-1"
        >
          <CircleX size={12} aria-hidden="true" /> {t('pill-badges.sample.failed')}
        </Badge>
      </div>
      <ul className="list-unstyled mb-0 d-grid gap-2" style={{ maxInlineSize: '18rem' }}>
        {[
          ['open', 14],
          ['awaiting', 3],
          ['solved', 27]
        ].map(([label, count]) => (
          <li key={label} className="d-flex justify-content-between align-items-center">
            {t(`pill-badges.sample.${label}`)}
            <Badge pill color="primary" className="text-bg-primary">
              {count}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  )
}
