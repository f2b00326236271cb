import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import type { AlertAnimation } from '@core/components/alert/types'
import { useAlertDialog } from '@core/components/alert/useAlertDialog'

const entrances: readonly AlertAnimation[] = ['zoom', 'drop', 'rise', 'fade', 'none']

/** Five entrances; with reduced motion asked for, every alert simply appears. */
export default function SweetAlertAnimations() {
  const { t } = useTranslation('extensions')
  const { show, dialog } = useAlertDialog()
  return (
    <div className="extension-button-grid">
      {entrances.map((animation) => {
        const name = t(`sweet-alert.sample.entrances.${animation}`)
        return (
          <Button
            key={animation}
            color="primary"
            outline
            onClick={() =>
              show({
                animation,
                icon: 'info',
                title: name,
                text: t('sweet-alert.sample.reducedMotion')
              })
            }
          >
            {name}
          </Button>
        )
      })}
      {dialog}
    </div>
  )
}
