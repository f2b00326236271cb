import { useSyncExternalStore } from 'react'
import { FlaskConical } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { env } from '@/configs/env'
import { activeScenarios, currentScenarios, subscribeScenarios } from '@/configs/mockScenarios'

/** Tells whoever looks at the demo that its data or calls are not the usual ones. */
export function ScenarioBadge() {
  const { t } = useTranslation()
  const active = activeScenarios(useSyncExternalStore(subscribeScenarios, currentScenarios))
  const label = t('scenarios.badge', {
    names: active.map((name) => t(`scenarios.active.${name}`)).join(', ')
  })
  return (
    <span role="status" className="d-inline-flex">
      {env.mockApi && active.length > 0 && (
        <span
          className="badge rounded-pill text-bg-warning d-inline-flex align-items-center gap-1"
          title={label}
        >
          <FlaskConical size={14} aria-hidden="true" />
          <span className="d-none d-lg-inline text-truncate" style={{ maxWidth: '14rem' }} aria-hidden="true">
            {label}
          </span>
          <span className="visually-hidden">{label}</span>
        </span>
      )}
    </span>
  )
}
