import { Badge, ListGroup, ListGroupItem } from 'reactstrap'

const labels = [
  ['Personal', 4, 'primary'],
  ['Work', 12, 'info'],
  ['Important', 2, 'danger'],
  ['Later', 0, 'secondary']
] as const

/** A count at the end of each item. */
export default function ListGroupWithBadges() {
  return (
    <ListGroup style={{ maxInlineSize: '28rem' }}>
      {labels.map(([label, count, color]) => (
        <ListGroupItem key={label} className="d-flex justify-content-between align-items-center">
          {label}
          <Badge pill color={color} className={`text-bg-${color}`}>
            {count}
          </Badge>
        </ListGroupItem>
      ))}
    </ListGroup>
  )
}
