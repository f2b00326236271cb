import { ListGroup, ListGroupItem } from 'reactstrap'

/** `flush`: no outer border, for a list that fills a card edge to edge; `numbered` for steps. */
export default function ListGroupFlush() {
  return (
    <div className="d-grid gap-4" style={{ maxInlineSize: '28rem' }}>
      <ListGroup flush>
        <ListGroupItem>Profile</ListGroupItem>
        <ListGroupItem>Security</ListGroupItem>
        <ListGroupItem>Notifications</ListGroupItem>
      </ListGroup>
      <ListGroup numbered>
        <ListGroupItem>Create the workspace</ListGroupItem>
        <ListGroupItem>Invite your team</ListGroupItem>
        <ListGroupItem>Connect your shop</ListGroupItem>
      </ListGroup>
    </div>
  )
}
