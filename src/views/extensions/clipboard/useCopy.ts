import { useTranslation } from 'react-i18next'
import { copyAndTell } from '@core/components/toast'

/** Writes text with the Clipboard API and says how it went in a toast, including when the browser refuses. */
export function useCopy() {
  const { t } = useTranslation('extensions')
  return (text: string) =>
    copyAndTell(text, { copied: t('clipboard.sample.copied'), refused: t('clipboard.sample.refused') })
}
