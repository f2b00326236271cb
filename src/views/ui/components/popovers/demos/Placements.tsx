import { useTranslation } from 'react-i18next'
import { Button, PopoverBody, PopoverHeader } from 'reactstrap'
import { UncontrolledPopover } from '@core/components/popovers'

const placements = ['top', 'right', 'bottom', 'left'] as const

/** `placement`: the side the popover opens on; it flips when there is no room. Click to open, click again to close. */
export default function PopoverPlacements() {
  const { t } = useTranslation('components')
  return (
    <div className="demo-row">
      {placements.map((placement) => (
        <span key={placement}>
          <Button id={`popover-${placement}`} color="primary" outline type="button">
            {t(`popovers.sample.${placement}.label`)}
          </Button>
          <UncontrolledPopover target={`popover-${placement}`} placement={placement} trigger="legacy">
            <PopoverHeader>{t(`popovers.sample.${placement}.title`)}</PopoverHeader>
            <PopoverBody>{t('popovers.sample.body')}</PopoverBody>
          </UncontrolledPopover>
        </span>
      ))}
    </div>
  )
}
