import { useTranslation } from 'react-i18next'
import { contentLanguages, type ContentLanguage } from './contract'

/** The demo content is asked for in the language the page shows. */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation()
  return contentLanguages.find((lang) => lang === i18n.resolvedLanguage) ?? 'en'
}
