import { useTranslation } from 'react-i18next'
import { Button, PopoverBody, PopoverHeader } from 'reactstrap'
import { UncontrolledPopover } from '@core/components/popovers'

const triggers = [
  ['click', 'onClick'],
  ['focus', 'onFocus'],
  ['hover focus', 'onHover']
] as const

/** `trigger`: what opens the popover. Keyboard users reach every one with Tab (and Enter for click). */
export default function PopoverTriggers() {
  const { t } = useTranslation('components')
  return (
    <div className="demo-row">
      {triggers.map(([trigger, key], index) => (
        <span key={trigger}>
          <Button id={`popover-trigger-${index}`} color="primary" type="button">
            {t(`popovers.sample.${key}`)}
          </Button>
          <UncontrolledPopover target={`popover-trigger-${index}`} trigger={trigger} placement="bottom">
            <PopoverHeader>{t(`popovers.sample.${key}`)}</PopoverHeader>
            <PopoverBody>{t('popovers.sample.openedBy', { trigger })}</PopoverBody>
          </UncontrolledPopover>
        </span>
      ))}
    </div>
  )
}
