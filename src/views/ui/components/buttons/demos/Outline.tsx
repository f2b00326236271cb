import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const

/** `outline`: secondary actions beside a solid one. */
export default function ButtonOutline() {
  const { t } = useTranslation(['components', 'demo'])
  return (
    <div className="demo-row">
      {colors.map((color) => (
        <Button key={color} color={color} outline>
          {t(`demo:colors.${color}`)}
        </Button>
      ))}
    </div>
  )
}
