import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import type { AlertPosition } from '@core/components/alert/types'
import { useAlertDialog } from '@core/components/alert/useAlertDialog'

const places: readonly AlertPosition[] = [
  'top-start',
  'top',
  'top-end',
  'center',
  'bottom-start',
  'bottom',
  'bottom-end'
]

/** Seven places; start and end follow the reading direction. */
export default function SweetAlertPositions() {
  const { t } = useTranslation('extensions')
  const { show, dialog } = useAlertDialog()
  return (
    <div className="extension-button-grid">
      {places.map((position) => {
        const place = t(`sweet-alert.sample.places.${position}`)
        return (
          <Button
            key={position}
            color="primary"
            outline
            onClick={() => show({ position, title: place, text: t('sweet-alert.sample.sitsAt') })}
          >
            {place}
          </Button>
        )
      })}
      {dialog}
    </div>
  )
}
