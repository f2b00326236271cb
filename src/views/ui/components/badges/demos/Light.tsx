import { useTranslation } from 'react-i18next'
import { Badge } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const

/** Soft badges: a subtle tint with the emphasis text of the same colour, for dense tables. */
export default function BadgeLight() {
  const { t } = useTranslation(['components', 'demo'])
  return (
    <div className="demo-row">
      {colors.map((color) => (
        <Badge key={color} color={`${color}-subtle`} className={`text-${color}-emphasis`}>
          {t(`demo:colors.${color}`)}
        </Badge>
      ))}
    </div>
  )
}
