import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { browserKeptFiles } from '@/utility/keptFiles/browser'
import type { KeptFilesUsage as Usage } from '@/utility/keptFiles/keptFiles'
import { sizeText } from '@/utility/format'

/** How much of the cap the uploaded files kept in this browser take. */
export function KeptFilesUsage() {
  const { t, i18n } = useTranslation()
  const [usage, setUsage] = useState<Usage | null>(null)
  useEffect(() => {
    let live = true
    const read = () =>
      void browserKeptFiles
        .usage()
        .then((next) => live && setUsage(next))
        .catch(() => undefined)
    read()
    const stop = browserKeptFiles.subscribe(read)
    return () => {
      live = false
      stop()
    }
  }, [])
  if (!usage) return null
  return (
    <small className="text-body-secondary d-block mb-2" data-testid="kept-files-usage">
      {t('demoData.keptFiles', {
        used: sizeText(usage.used, i18n.language),
        cap: sizeText(usage.cap, i18n.language)
      })}
    </small>
  )
}
