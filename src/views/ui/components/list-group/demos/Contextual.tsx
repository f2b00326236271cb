import { useTranslation } from 'react-i18next'
import { ListGroup, ListGroupItem } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark'] as const

/** `color` tints an item to give it a meaning: a passed check, a failed one. */
export default function ListGroupContextual() {
  const { t } = useTranslation(['components', 'demo'])
  return (
    <ListGroup style={{ maxInlineSize: '28rem' }}>
      {colors.map((color) => (
        <ListGroupItem key={color} color={color}>
          {t('list-group.sample.item', { color: t(`demo:colors.${color}`).toLowerCase() })}
        </ListGroupItem>
      ))}
    </ListGroup>
  )
}
