import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** Seed texts read in the reader's language; any other text (edited, or from a real backend) shows as written. */
export function useDemoText(namespace: string) {
  const { t, i18n } = useTranslation(namespace)
  return useCallback(
    (key: string, text: string) =>
      i18n.getFixedT('en', namespace)(`content.${key}`) === text ? t(`content.${key}`) : text,
    [t, i18n, namespace]
  )
}
