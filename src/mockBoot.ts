import {
  demoDataChangedElsewhere,
  isKeepingDemoChanges,
  keptRecordsLimit,
  setDemoDataReset,
  setKeptRecordsLimit,
  subscribeKeeping
} from '@/configs/demoData'
import i18n from '@/configs/i18n'
import { mockDelayMs, subscribeLatency } from '@/configs/mockLatency'
import {
  currentScenarios,
  setScenarioFamilies,
  setScenarios,
  subscribeScenarios
} from '@/configs/mockScenarios'
import { mockSigningSecret } from '@/utility/auth/storage'
import { intlLocale } from '@/utility/intlLocale'
import type * as FakeDbModule from '@fake-db/browser'

type FakeDb = typeof FakeDbModule

/** Kept demo changes were dropped or could not be stored: the user is told why they will not last. */
const keptProblemText = {
  version: 'demoData.dropped',
  damaged: 'demoData.damaged',
  capped: 'demoData.capped',
  quota: 'demoData.quota'
} as const
const tellDemoChangesDropped = (reason: keyof typeof keptProblemText) =>
  import('@core/components/toast').then(({ notify }) =>
    notify.info(
      i18n.t(keptProblemText[reason], {
        max: new Intl.NumberFormat(intlLocale(i18n.language)).format(keptRecordsLimit())
      })
    )
  )

/** Sets the mock up from the customizer's settings and keeps it in step with them (loaded with the mock). */
export async function startMock(fakeDb: FakeDb, i18nReady: Promise<unknown>) {
  fakeDb.setSigningSecret(mockSigningSecret(fakeDb.randomSecret))
  const apply = () => fakeDb.setMockOptions({ delayMs: mockDelayMs(), ...currentScenarios() })
  apply()
  subscribeLatency(apply)
  subscribeScenarios(apply)
  fakeDb.onExpiryAnswered(() => setScenarios({ expireNext: false }))
  void fakeDb.everyRouteRegistered().then(() => setScenarioFamilies(fakeDb.routeFamilies()))
  fakeDb.onKeptChangesDropped((reason) => void i18nReady.then(() => tellDemoChangesDropped(reason)))
  // Before the gate opens, so the first request already sees the kept data.
  setKeptRecordsLimit(fakeDb.keptRecordsLimit)
  if (isKeepingDemoChanges()) await fakeDb.keepDemoChanges(true)
  subscribeKeeping((elsewhere) => void fakeDb.keepDemoChanges(isKeepingDemoChanges(), { elsewhere }))
  setDemoDataReset(fakeDb.resetDemoData)
  fakeDb.onDemoDataChangedElsewhere(demoDataChangedElsewhere)
  // The scenario's other user changed a record: the log and the bell show it; the open record stays as loaded, so
  // the next save meets the change as it would a colleague's.
  fakeDb.onEditedElsewhere(() => demoDataChangedElsewhere([]))
}
