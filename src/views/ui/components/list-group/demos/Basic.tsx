import { useTranslation } from 'react-i18next'
import { ListGroup, ListGroupItem } from 'reactstrap'

/** A plain list in a box; `active` marks the current item, `disabled` one that cannot be chosen. */
export default function ListGroupBasic() {
  const { t } = useTranslation('components')
  return (
    <ListGroup style={{ maxInlineSize: '28rem' }}>
      <ListGroupItem active aria-current="true">
        {t('list-group.sample.dashboard')}
      </ListGroupItem>
      <ListGroupItem>{t('list-group.sample.orders')}</ListGroupItem>
      <ListGroupItem>{t('list-group.sample.customers')}</ListGroupItem>
      <ListGroupItem>{t('list-group.sample.reports')}</ListGroupItem>
      <ListGroupItem disabled aria-disabled="true">
        {t('list-group.sample.billing')}
      </ListGroupItem>
    </ListGroup>
  )
}
