import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { isLatencySimulated, setLatencySimulated, subscribeLatency } from '@/configs/mockLatency'
import { SwitchRow } from './OptionGroup'

/** Off in production builds; remembered across reloads. */
export function LatencySwitch() {
  const { t } = useTranslation()
  const simulated = useSyncExternalStore(subscribeLatency, isLatencySimulated)
  return (
    <SwitchRow label={t('customizer.simulateLatency')} checked={simulated} onChange={setLatencySimulated} />
  )
}
