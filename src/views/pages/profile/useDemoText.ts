import { useTranslation } from 'react-i18next'

/** The demo's own texts read in the reader's language; any other text (a real backend's) is shown as written. */
export function useDemoText() {
  const { t, i18n } = useTranslation('profile')
  const english = i18n.getFixedT('en', 'profile')
  return (key: string, text: string) => (english(`content.${key}`) === text ? t(`content.${key}`) : text)
}
