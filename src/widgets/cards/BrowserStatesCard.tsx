import { Globe } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useChartTheme } from '@core/charts/useChartTheme'
import { browsers } from './demoData'
import { CardFrame } from './DataCard'
import { Meter } from './Meter'

export function BrowserStatesCard() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  return (
    <CardFrame title={t('browsers.title')} subtitle={t('browsers.subtitle')} ask={() => ({ browsers })}>
      <ul className="list-unstyled mb-0">
        {browsers.map((browser) => {
          const share = theme.number(browser.share / 100, { style: 'percent', maximumFractionDigits: 1 })
          return (
            <li key={browser.name} className="d-flex align-items-center gap-3 mb-3">
              <span
                className={`stat-icon stat-icon-sm bg-${browser.color}-subtle text-${browser.color}-emphasis`}
                aria-hidden="true"
              >
                <Globe size={16} />
              </span>
              <span className="fw-semibold flex-grow-1">{browser.name}</span>
              <span className="small">{share}</span>
              <Meter
                value={browser.share}
                max={60}
                color={browser.color}
                className="browser-bar"
                label={`${browser.name} ${share}`}
              />
            </li>
          )
        })}
      </ul>
    </CardFrame>
  )
}
