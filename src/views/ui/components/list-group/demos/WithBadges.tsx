import { useTranslation } from 'react-i18next'
import { Badge, ListGroup, ListGroupItem } from 'reactstrap'

const labels = [
  ['personal', 4, 'primary'],
  ['work', 12, 'info'],
  ['important', 2, 'danger'],
  ['later', 0, 'secondary']
] as const

/** A count at the end of each item. */
export default function ListGroupWithBadges() {
  const { t } = useTranslation('components')
  return (
    <ListGroup style={{ maxInlineSize: '28rem' }}>
      {labels.map(([label, count, color]) => (
        <ListGroupItem key={label} className="d-flex justify-content-between align-items-center">
          {t(`list-group.sample.${label}`)}
          <Badge pill color={color} className={`text-bg-${color}`}>
            {count}
          </Badge>
        </ListGroupItem>
      ))}
    </ListGroup>
  )
}
