import i18n, { type BackendModule, type ResourceKey } from 'i18next'
import { initReactI18next } from 'react-i18next'
// In the entry (about 3 KB gzip): every page needs them before its first paint; a chunk would cost a round trip.
import defaultCommon from '../locales/en/common.json'
import { readLanguage, writeLanguage } from './preferences'
import { numberFormat } from '@/utility/format'
import { directionChanged, isolateText } from './bidi'

export const languages = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'pt', name: 'Português' }
] as const

export type LanguageCode = (typeof languages)[number]['code']

/** Registered and loadable (by a stored choice) but not offered yet: its translation is not complete. */
export const languagesInProgress = ['ar'] as const

const registeredCodes = [...languages.map((language) => language.code), ...languagesInProgress]

/** A language's own font, fetched the first time that language is shown (never in the entry). */
const languageFonts: Record<string, () => Promise<unknown>> = {
  ar: () =>
    Promise.all([import('@fontsource-variable/noto-sans-arabic/wght.css'), import('./fonts/arabic.css')])
}

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

const numberOptionNames = [
  'style',
  'currency',
  'notation',
  'signDisplay',
  'unit',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'useGrouping'
] as const

/** i18next hands a formatter every option of the call (count, ns...): only Intl's own are kept. */
function intlNumberOptions(options: object): Intl.NumberFormatOptions {
  return Object.fromEntries(
    numberOptionNames.filter((name) => name in options).map((name) => [name, Reflect.get(options, name)])
  )
}

export function initI18n(files: Record<string, LocaleLoader> = localeFiles) {
  if (typeof document !== 'undefined') {
    i18n.on('languageChanged', (language) => {
      document.documentElement.setAttribute('lang', language)
      // The layout's direction stays on dir; the text's own direction drives the bidi rules (@core/scss/_bidi.scss).
      document.documentElement.setAttribute('data-text-dir', i18n.dir(language))
      writeLanguage(language)
      void languageFonts[language]?.()
    })
  }
  const ready = i18n
    .use(createLocaleBackend(files))
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
  i18n.services.formatter?.add('number', (value: number, language: string | undefined, options: object) =>
    numberFormat(language ?? 'en', intlNumberOptions(options)).format(value)
  )
  return ready
}

export default i18n
