import { useTranslation } from 'react-i18next'
import { Badge } from 'reactstrap'

/** A badge rendered as a link: a filter tag that leads to its list. */
export default function BadgeLinks() {
  const { t } = useTranslation('components')
  return (
    <div className="demo-row">
      {['design', 'marketing', 'engineering', 'support'].map((tag) => (
        <Badge key={tag} color="primary" tag="a" href={`#${tag}`} className="text-bg-primary badge-link">
          {t(`badges.sample.${tag}`)}
        </Badge>
      ))}
    </div>
  )
}
