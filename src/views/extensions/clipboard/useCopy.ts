import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'

/** Writes text with the Clipboard API and says how it went in a toast, including when the browser refuses. */
export function useCopy() {
  const { t } = useTranslation('extensions')
  return async (text: string) => {
    try {
      if (!navigator.clipboard) throw new Error('No Clipboard API')
      await navigator.clipboard.writeText(text)
      toast.success(t('clipboard.sample.copied'))
      return true
    } catch {
      toast.error(t('clipboard.sample.refused'))
      return false
    }
  }
}
