import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { UncontrolledTooltip } from '@core/components/popovers'

const triggers = [
  ['hover focus', 'hoverFocus'],
  ['click', 'click'],
  ['focus', 'focusOnly']
] as const

/** `trigger`: hover and focus by default, so keyboard users see it too; or a click. */
export default function TooltipTriggers() {
  const { t } = useTranslation('components')
  return (
    <div className="demo-row">
      {triggers.map(([trigger, key], index) => (
        <span key={trigger}>
          <Button id={`tooltip-trigger-${index}`} color="primary">
            {t(`tooltips.sample.${key}`)}
          </Button>
          <UncontrolledTooltip target={`tooltip-trigger-${index}`} trigger={trigger} placement="bottom">
            {t('tooltips.sample.openedBy', { trigger })}
          </UncontrolledTooltip>
        </span>
      ))}
    </div>
  )
}
