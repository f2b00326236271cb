import { ListGroup, ListGroupItem } from 'reactstrap'

/** A plain list in a box; `active` marks the current item, `disabled` one that cannot be chosen. */
export default function ListGroupBasic() {
  return (
    <ListGroup style={{ maxInlineSize: '28rem' }}>
      <ListGroupItem active aria-current="true">
        Dashboard
      </ListGroupItem>
      <ListGroupItem>Orders</ListGroupItem>
      <ListGroupItem>Customers</ListGroupItem>
      <ListGroupItem>Reports</ListGroupItem>
      <ListGroupItem disabled aria-disabled="true">
        Billing (admins only)
      </ListGroupItem>
    </ListGroup>
  )
}
