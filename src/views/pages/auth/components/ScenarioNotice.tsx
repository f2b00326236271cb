import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { env } from '@/configs/env'
import {
  activeScenarios,
  currentScenarios,
  resetScenarios,
  subscribeScenarios
} from '@/configs/mockScenarios'

/** The sign-in page has no customizer: it names the remembered scenarios and turns them off in one click. */
export function ScenarioNotice() {
  const { t } = useTranslation()
  const active = activeScenarios(useSyncExternalStore(subscribeScenarios, currentScenarios))
  if (!env.mockApi || active.length === 0) return null
  const names = active.map((name) => t(`scenarios.active.${name}`)).join(', ')
  return (
    <div className="alert alert-warning py-2 d-flex flex-wrap align-items-center gap-2" role="status">
      <span className="flex-grow-1">{t('scenarios.signInNotice', { names })}</span>
      <button type="button" className="btn btn-sm btn-warning" onClick={resetScenarios}>
        {t('scenarios.turnOff')}
      </button>
    </div>
  )
}
