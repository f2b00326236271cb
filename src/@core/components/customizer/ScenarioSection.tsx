import { useEffect, useId, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Input, Label } from 'reactstrap'
import {
  currentScenarios,
  dataSizes,
  failShares,
  scenarioFamilies,
  setScenarios,
  subscribeScenarios
} from '@/configs/mockScenarios'
import { whenRequestsMayStart } from '@/utility/httpSession'
import { LatencySwitch } from './LatencySwitch'
import { OptionGroup, SwitchRow } from './OptionGroup'
import { useScenarioActions } from './useScenarioActions'

const percent = (share: number) => Math.round(share * 100)

/** Every state a screen has, without touching code: each choice applies to every app's calls. */
export function ScenarioSection() {
  const { t, i18n } = useTranslation()
  const id = useId()
  const scenarios = useSyncExternalStore(subscribeScenarios, currentScenarios)
  const families = useSyncExternalStore(subscribeScenarios, scenarioFamilies)
  const { setDataSize, resetAll } = useScenarioActions()
  // The app list comes from the mock, which may not have loaded yet.
  useEffect(() => void whenRequestsMayStart(), [])

  return (
    <fieldset className="customizer-section">
      <legend className="customizer-label fs-6">{t('scenarios.title')}</legend>
      <LatencySwitch />
      <Label for={`${id}-share`} className="small mb-1">
        {t('scenarios.failShare')}
      </Label>
      <Input
        id={`${id}-share`}
        type="select"
        bsSize="sm"
        className="mb-2"
        value={scenarios.failShare}
        onChange={(event) => setScenarios({ failShare: Number(event.target.value) })}
      >
        {failShares.map((share) => (
          <option key={share} value={share}>
            {share === 0 ? t('scenarios.none') : t('scenarios.percent', { value: percent(share) })}
          </option>
        ))}
      </Input>
      <Label for={`${id}-app`} className="small mb-1">
        {t('scenarios.failApp')}
      </Label>
      <Input
        id={`${id}-app`}
        type="select"
        bsSize="sm"
        className="mb-3"
        value={scenarios.failFamily}
        onChange={(event) => setScenarios({ failFamily: event.target.value })}
      >
        <option value="">{t('scenarios.none')}</option>
        {families
          .map((family) => ({ family, name: t(`scenarios.families.${family}`, { defaultValue: family }) }))
          .sort((a, b) => a.name.localeCompare(b.name, i18n.language))
          .map(({ family, name }) => (
            <option key={family} value={family}>
              {name}
            </option>
          ))}
      </Input>
      <SwitchRow
        label={t('scenarios.offline')}
        checked={scenarios.offline}
        onChange={(offline) => setScenarios({ offline })}
      />
      <SwitchRow
        label={t('scenarios.someoneEditing')}
        checked={scenarios.someoneEditing}
        onChange={(someoneEditing) => setScenarios({ someoneEditing })}
      />
      <OptionGroup
        label={t('scenarios.data')}
        value={scenarios.dataSize}
        options={dataSizes.map((value) => ({ value, label: t(`scenarios.dataSizes.${value}`) }))}
        onChange={setDataSize}
      />
      <div className="d-grid gap-2">
        <Button
          color="warning"
          outline
          size="sm"
          disabled={scenarios.expireNext}
          onClick={() => setScenarios({ expireNext: true })}
        >
          {scenarios.expireNext ? t('scenarios.expirePending') : t('scenarios.expire')}
        </Button>
        <Button color="secondary" outline size="sm" onClick={resetAll}>
          {t('scenarios.reset')}
        </Button>
      </div>
    </fieldset>
  )
}
