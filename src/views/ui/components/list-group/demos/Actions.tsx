import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { ListGroup, ListGroupItem } from 'reactstrap'

const folders = ['inbox', 'drafts', 'sent', 'archive']

/** `action` items are buttons or links: they highlight on hover and take keyboard focus. */
export default function ListGroupActions() {
  const { t } = useTranslation('components')
  const [current, setCurrent] = useState('inbox')
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
          {t(`list-group.sample.${folder}`)}
        </ListGroupItem>
      ))}
    </ListGroup>
  )
}
