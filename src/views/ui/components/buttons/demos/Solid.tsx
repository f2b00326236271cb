import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark'] as const

/** The main action of a view: one solid button, in the theme's colours. */
export default function ButtonSolid() {
  const { t } = useTranslation(['components', 'demo'])
  return (
    <div className="demo-row">
      {colors.map((color) => (
        <Button key={color} color={color}>
          {t(`demo:colors.${color}`)}
        </Button>
      ))}
      <Button color="link">{t('buttons.sample.link')}</Button>
      <Button color="primary" disabled>
        {t('buttons.sample.disabled')}
      </Button>
    </div>
  )
}
