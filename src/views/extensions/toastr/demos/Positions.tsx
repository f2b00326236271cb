import toast, { type ToastPosition } from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { useLayoutSettings } from '@core/hooks/useLayoutSettings'

const places = ['top-start', 'top-center', 'top-end', 'bottom-start', 'bottom-center', 'bottom-end'] as const

/** Start and end follow the reading direction, so the six places mirror in right-to-left. */
function toPosition(place: (typeof places)[number], rtl: boolean): ToastPosition {
  const [edge, side] = place.split('-')
  if (side === 'center') return place as ToastPosition
  const left = (side === 'start') !== rtl
  return `${edge}-${left ? 'left' : 'right'}` as ToastPosition
}

/** The six places; a toast without one takes the customizer's, top end by default. */
export default function ToastrPositions() {
  const { t } = useTranslation('extensions')
  const { direction } = useLayoutSettings()
  return (
    <div className="extension-button-grid">
      {places.map((place) => (
        <Button
          key={place}
          color="primary"
          outline
          onClick={() =>
            toast(t('toastr.sample.sitsAt', { place: t(`toastr.sample.places.${place}`) }), {
              position: toPosition(place, direction === 'rtl')
            })
          }
        >
          {t(`toastr.sample.places.${place}`)}
        </Button>
      ))}
    </div>
  )
}
