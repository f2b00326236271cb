import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const

/** Gradient buttons for a landing page's call to action (components.scss). */
export default function ButtonGradient() {
  const { t } = useTranslation(['components', 'demo'])
  return (
    <div className="demo-row">
      {colors.map((color) => (
        <Button key={color} color={`gradient-${color}`}>
          {t(`demo:colors.${color}`)}
        </Button>
      ))}
    </div>
  )
}
