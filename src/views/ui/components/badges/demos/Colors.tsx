import { useTranslation } from 'react-i18next'
import { Badge } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark'] as const

/** Solid badges; `text-bg-*` picks a text colour that reads on each background. */
export default function BadgeColors() {
  const { t } = useTranslation(['components', 'demo'])
  return (
    <div className="demo-row">
      {colors.map((color) => (
        <Badge key={color} color={color} className={`text-bg-${color}`}>
          {t(`demo:colors.${color}`)}
        </Badge>
      ))}
    </div>
  )
}
