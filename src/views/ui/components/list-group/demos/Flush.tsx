import { useTranslation } from 'react-i18next'
import { ListGroup, ListGroupItem } from 'reactstrap'

/** `flush`: no outer border, for a list that fills a card edge to edge; `numbered` for steps. */
export default function ListGroupFlush() {
  const { t } = useTranslation('components')
  return (
    <div className="d-grid gap-4" style={{ maxInlineSize: '28rem' }}>
      <ListGroup flush>
        <ListGroupItem>{t('list-group.sample.profile')}</ListGroupItem>
        <ListGroupItem>{t('list-group.sample.security')}</ListGroupItem>
        <ListGroupItem>{t('list-group.sample.notifications')}</ListGroupItem>
      </ListGroup>
      <ListGroup numbered>
        <ListGroupItem>{t('list-group.sample.workspace')}</ListGroupItem>
        <ListGroupItem>{t('list-group.sample.invite')}</ListGroupItem>
        <ListGroupItem>{t('list-group.sample.connect')}</ListGroupItem>
      </ListGroup>
    </div>
  )
}
