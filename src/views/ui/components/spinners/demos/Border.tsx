import { useTranslation } from 'react-i18next'
import { Spinner } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const

/** The spinning ring; its text is read by screen readers only. */
export default function SpinnerBorder() {
  const { t } = useTranslation('components')
  return (
    <div className="demo-row">
      {colors.map((color) => (
        <Spinner key={color} color={color}>
          {t('spinners.sample.loading')}
        </Spinner>
      ))}
    </div>
  )
}
