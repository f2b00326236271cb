import type { ResourceKey } from 'i18next'
import type { LanguagePack } from './localeFiles'

/** Arabic's locale files and font: a chunk of its own, fetched the first time Arabic is asked for. */
export const pack: LanguagePack = {
  files: import.meta.glob<{ default: ResourceKey }>('../locales/ar/*.json'),
  font: () =>
    Promise.all([import('@fontsource-variable/noto-sans-arabic/wght.css'), import('./fonts/arabic.css')])
}
