import { ListGroup, ListGroupItem } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark'] as const

/** `color` tints an item to give it a meaning: a passed check, a failed one. */
export default function ListGroupContextual() {
  return (
    <ListGroup style={{ maxInlineSize: '28rem' }}>
      {colors.map((color) => (
        <ListGroupItem key={color} color={color} className="text-capitalize">
          A {color} item
        </ListGroupItem>
      ))}
    </ListGroup>
  )
}
