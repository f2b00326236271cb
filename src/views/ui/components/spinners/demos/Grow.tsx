import { useTranslation } from 'react-i18next'
import { Spinner } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const

/** `type="grow"`: a pulsing dot, quieter than the ring. */
export default function SpinnerGrow() {
  const { t } = useTranslation('components')
  return (
    <div className="demo-row">
      {colors.map((color) => (
        <Spinner key={color} type="grow" color={color}>
          {t('spinners.sample.loading')}
        </Spinner>
      ))}
    </div>
  )
}
