import { useTranslation } from 'react-i18next'
import { Badge } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark'] as const

/** `pill`: fully rounded badges, for statuses and counts. */
export default function PillBadgeColors() {
  const { t } = useTranslation(['components', 'demo'])
  return (
    <div className="demo-row">
      {colors.map((color) => (
        <Badge key={color} pill color={color} className={`text-bg-${color}`}>
          {t(`demo:colors.${color}`)}
        </Badge>
      ))}
    </div>
  )
}
