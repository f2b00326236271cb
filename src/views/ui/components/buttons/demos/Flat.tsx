import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const

/** Flat buttons: no fill until hovered, for toolbars and dialogs' quiet actions (`color="flat-primary"` is the class btn-flat-primary, in components.scss). */
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
