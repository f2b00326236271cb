import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { UncontrolledTooltip } from '@core/components/popovers'

/** A disabled button gets no mouse or focus events: wrap it in a focusable span that carries the tooltip. */
export default function TooltipDisabled() {
  const { t } = useTranslation('components')
  return (
    <div className="demo-row">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users reach it to read why */}
      <span id="tooltip-disabled" className="d-inline-block" tabIndex={0}>
        <Button color="primary" disabled style={{ pointerEvents: 'none' }}>
          {t('tooltips.sample.publish')}
        </Button>
      </span>
      <UncontrolledTooltip target="tooltip-disabled">{t('tooltips.sample.needsTitle')}</UncontrolledTooltip>
    </div>
  )
}
