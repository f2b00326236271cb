import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const

/** No fill until hovered, for quiet actions; `color="flat-primary"` is btn-flat-primary (components.scss). */
export default function ButtonFlat() {
  const { t } = useTranslation(['components', 'demo'])
  return (
    <div className="demo-row">
      {colors.map((color) => (
        <Button key={color} color={`flat-${color}`}>
          {t(`demo:colors.${color}`)}
        </Button>
      ))}
    </div>
  )
}
