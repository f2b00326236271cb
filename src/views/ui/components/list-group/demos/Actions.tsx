import { useState } from 'react'
import { ListGroup, ListGroupItem } from 'reactstrap'

const folders = ['Inbox', 'Drafts', 'Sent', 'Archive']

/** `action` items are buttons or links: they highlight on hover and take keyboard focus. */
export default function ListGroupActions() {
  const [current, setCurrent] = useState('Inbox')
  return (
    <ListGroup tag="div" style={{ maxInlineSize: '28rem' }}>
      {folders.map((folder) => (
        <ListGroupItem
          key={folder}
          tag="button"
          type="button"
          action
          active={folder === current}
          aria-pressed={folder === current}
          onClick={() => setCurrent(folder)}
        >
          {folder}
        </ListGroupItem>
      ))}
    </ListGroup>
  )
}
