import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** Seed texts read in the reader's language; any other text (edited, or from a real backend) shows as written. */
export function useDemoText(namespace: string) {
  const { t, i18n } = useTranslation(namespace)
  return useCallback(
    (key: string, text: string) =>
      // The raw seed text: a translation's post-processing (bidi isolates on a right-to-left page) would never match.
      i18n.getResource('en', namespace, `content.${key}`) === text ? t(`content.${key}`) : text,
    [t, i18n, namespace]
  )
}
