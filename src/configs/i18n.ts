import i18n, { type BackendModule, type ResourceKey } from 'i18next'
import { initReactI18next } from 'react-i18next'
// In the entry (about 3 KB gzip): every page needs them before its first paint; a chunk would cost a round trip.
import defaultCommon from '../locales/en/common.json'
import { readLanguage, writeLanguage } from './preferences'
import { directionChanged, isolateText } from './bidi'

export const languages = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'pt', name: 'Português' }
] as const

export type LanguageCode = (typeof languages)[number]['code']

export const defaultNamespace = 'common'

type LocaleLoader = () => Promise<{ default: ResourceKey }>

/** Each locale file is its own chunk, fetched the first time that language and namespace are needed. */
const localeFiles: Record<string, LocaleLoader> = {
  ...import.meta.glob<{ default: ResourceKey }>(['../locales/*/*.json', '!../locales/en/common.json']),
  '../locales/en/common.json': () => Promise.resolve({ default: defaultCommon })
}

export function createLocaleBackend(files: Record<string, LocaleLoader>): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const load = files[`../locales/${language}/${namespace}.json`]
      if (!load) {
        callback(new Error(`No locale file for ${language}/${namespace}`), false)
        return
      }
      load().then(
        (module) => callback(null, module.default),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false)
      )
    }
  }
}

export function initI18n(files: Record<string, LocaleLoader> = localeFiles) {
  if (typeof document !== 'undefined') {
    i18n.on('languageChanged', (language) => {
      document.documentElement.setAttribute('lang', language)
      // The layout's direction stays on dir; the text's own direction drives the bidi rules (@core/scss/_bidi.scss).
      document.documentElement.setAttribute('data-text-dir', i18n.dir(language))
      writeLanguage(language)
    })
  }
  return i18n
    .use(createLocaleBackend(files))
    .use(isolateText)
    .use(initReactI18next)
    .init({
      lng: readLanguage(
        languages.map((language) => language.code),
        'en'
      ),
      fallbackLng: 'en',
      supportedLngs: languages.map((language) => language.code),
      ns: [defaultNamespace],
      defaultNS: defaultNamespace,
      resources: { en: { [defaultNamespace]: defaultCommon } },
      // Bundled: en/common only; every other language and namespace still comes from the backend.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      postProcess: [isolateText.name],
      react: { bindI18n: `languageChanged ${directionChanged}` }
    })
}

export default i18n
