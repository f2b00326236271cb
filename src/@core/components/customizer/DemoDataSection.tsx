import { useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import {
  isKeepingDemoChanges,
  keptRecordsLimit,
  resetDemoData,
  setKeepingDemoChanges,
  subscribeKeeping
} from '@/configs/demoData'
import { api } from '@/redux/api'
import { useAppDispatch } from '@/redux/hooks'
import { ConfirmDialog } from '../ConfirmDialog'
import { SwitchRow } from './OptionGroup'
import { numberFormat } from '@/utility/format'
import { browserKeptFiles } from '@/utility/keptFiles/browser'
import { KeptFilesUsage } from './KeptFilesUsage'

/** Off: the kept copy goes, uploaded files' content with it. */
function keep(on: boolean) {
  setKeepingDemoChanges(on)
  if (!on) void browserKeptFiles.clear().catch(() => undefined)
}

/** The demo's data lives in memory; this keeps it in the browser across reloads, or puts the seed back. */
export function DemoDataSection() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const keeping = useSyncExternalStore(subscribeKeeping, isKeepingDemoChanges)
  const limit = useSyncExternalStore(subscribeKeeping, keptRecordsLimit)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)

  const reset = async () => {
    setBusy(true)
    await Promise.all([resetDemoData(), browserKeptFiles.clear().catch(() => undefined)])
    // Every screen shows the seed again, not what it had loaded.
    dispatch(api.util.resetApiState())
    setBusy(false)
    setConfirming(false)
  }

  return (
    <fieldset className="customizer-section">
      <legend className="customizer-label fs-6">{t('demoData.title')}</legend>
      <SwitchRow label={t('demoData.keep')} checked={keeping} onChange={keep} />
      {limit > 0 && (
        <small className="text-body-secondary d-block mb-2">
          {t('demoData.keepLimit', { max: numberFormat(i18n.language).format(limit) })}
        </small>
      )}
      {keeping && <KeptFilesUsage />}
      <Button color="danger" outline size="sm" block onClick={() => setConfirming(true)}>
        {t('demoData.reset')}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        title={t('demoData.confirmTitle')}
        message={t('demoData.confirmText')}
        confirmLabel={t('demoData.reset')}
        busy={busy}
        onConfirm={() => void reset()}
        onCancel={() => setConfirming(false)}
      />
    </fieldset>
  )
}
