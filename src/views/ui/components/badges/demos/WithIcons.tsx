import { useTranslation } from 'react-i18next'
import { Archive, Check, Clock, Star } from 'lucide-react'
import { Badge } from 'reactstrap'

/** An icon before the label; an icon-only badge needs a text for screen readers. */
export default function BadgeWithIcons() {
  const { t } = useTranslation('components')
  return (
    <div className="demo-row">
      <Badge color="success" className="text-bg-success d-inline-flex align-items-center gap-1">
        <Check size={12} aria-hidden="true" /> {t('badges.sample.paid')}
      </Badge>
      <Badge color="warning" className="text-bg-warning d-inline-flex align-items-center gap-1">
        <Clock size={12} aria-hidden="true" /> {t('badges.sample.pending')}
      </Badge>
      <Badge color="secondary" className="text-bg-secondary d-inline-flex align-items-center gap-1">
        <Archive size={12} aria-hidden="true" /> {t('badges.sample.archived')}
      </Badge>
      <Badge color="primary" className="text-bg-primary">
        <Star size={12} aria-hidden="true" />
        <span className="visually-hidden">{t('badges.sample.featured')}</span>
      </Badge>
    </div>
  )
}
