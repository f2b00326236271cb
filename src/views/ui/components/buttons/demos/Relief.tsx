import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const

/** Relief buttons: a solid button with a pressed-in edge that sinks when clicked (components.scss). */
export default function ButtonRelief() {
  const { t } = useTranslation(['components', 'demo'])
  return (
    <div className="demo-row">
      {colors.map((color) => (
        <Button key={color} color={`relief-${color}`}>
          {t(`demo:colors.${color}`)}
        </Button>
      ))}
    </div>
  )
}
