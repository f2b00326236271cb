import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { UncontrolledTooltip } from '@core/components/popovers'

const placements = ['top', 'right', 'bottom', 'left'] as const

/** `placement`: the side the tooltip opens on; it flips when there is no room. */
export default function TooltipPlacements() {
  const { t } = useTranslation('components')
  return (
    <div className="demo-row">
      {placements.map((placement) => (
        <span key={placement}>
          <Button id={`tooltip-${placement}`} color="primary" outline>
            {t(`tooltips.sample.${placement}.label`)}
          </Button>
          <UncontrolledTooltip target={`tooltip-${placement}`} placement={placement}>
            {t(`tooltips.sample.${placement}.title`)}
          </UncontrolledTooltip>
        </span>
      ))}
    </div>
  )
}
