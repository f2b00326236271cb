import { useTranslation } from 'react-i18next'
import { Badge } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const

/** Soft pills: a subtle tint and the emphasis text of the same colour. */
export default function PillBadgeLight() {
  const { t } = useTranslation(['components', 'demo'])
  return (
    <div className="demo-row">
      {colors.map((color) => (
        <Badge key={color} pill color={`${color}-subtle`} className={`text-${color}-emphasis`}>
          {t(`demo:colors.${color}`)}
        </Badge>
      ))}
    </div>
  )
}
