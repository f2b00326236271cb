import i18n, { type BackendModule, type ResourceKey } from 'i18next'
import { initReactI18next } from 'react-i18next'
// In the entry (about 3 KB gzip): every page needs them before its first paint; a chunk would cost a round trip.
import defaultCommon from '../locales/en/common.json'
import { readLanguage, writeLanguage } from './preferences'
import { intlLocale } from '@/utility/intlLocale'
import type { LanguagePack, LocaleFiles } from './localeFiles'
import { directionChanged, isolateText, textDirection } from './bidi'

export const languages = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'pt', name: 'Português' },
  { code: 'ar', name: 'العربية' }
] as const

export type LanguageCode = (typeof languages)[number]['code']

/** Registered and loadable (by a stored choice) but not offered yet: its translation is not complete. */
export const languagesInProgress: readonly string[] = []

const registeredCodes = [...languages.map((language) => language.code), ...languagesInProgress]

export const defaultNamespace = 'common'

/** Arabic's files and font come in a chunk of their own. */
const languagePacks: Record<string, () => Promise<{ pack: LanguagePack }>> = {
  ar: () => import('./arabic')
}

/** Each locale file is its own chunk, fetched the first time that language and namespace are needed. */
const localeFiles: LocaleFiles = {
  ...import.meta.glob<{ default: ResourceKey }>([
    '../locales/*/*.json',
    '!../locales/en/common.json',
    '!../locales/ar/*.json'
  ]),
  '../locales/en/common.json': () => Promise.resolve({ default: defaultCommon })
}

export function createLocaleBackend(
  files: LocaleFiles,
  packs: Record<string, () => Promise<{ pack: LanguagePack }>> = {}
): BackendModule {
  const loaderOf = async (language: string, path: string) =>
    files[path] ?? (await packs[language]?.())?.pack.files[path]
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      loaderOf(language, `../locales/${language}/${namespace}.json`)
        .then((load) => {
          if (!load) throw new Error(`No locale file for ${language}/${namespace}`)
          return load()
        })
        .then(
          (module) => callback(null, module.default),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false)
        )
    }
  }
}

export function initI18n(files: LocaleFiles = localeFiles) {
  if (typeof document !== 'undefined') {
    i18n.on('languageChanged', (language) => {
      document.documentElement.setAttribute('lang', language)
      // The layout's direction stays on dir; the text's own direction drives the bidi rules (@core/scss/_bidi.scss).
      document.documentElement.setAttribute('data-text-dir', textDirection(language))
      writeLanguage(language)
      void languagePacks[language]?.().then(({ pack }) => pack.font?.())
    })
  }
  const ready = i18n
    .use(createLocaleBackend(files, languagePacks))
    .use(isolateText)
    .use(initReactI18next)
    .init({
      lng: readLanguage(registeredCodes, 'en'),
      fallbackLng: 'en',
      supportedLngs: registeredCodes,
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
  // `{{count, number}}` takes the app's digits too (Latin in Arabic), not the engine's default for the language.
  i18n.services.formatter?.addCached('number', (language: string | undefined, options: object) => {
    const format = new Intl.NumberFormat(intlLocale(language ?? 'en'), options)
    return (value: number) => format.format(value)
  })
  return ready
}

export default i18n
