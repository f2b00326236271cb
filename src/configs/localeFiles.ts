import type { ResourceKey } from 'i18next'

export type LocaleLoader = () => Promise<{ default: ResourceKey }>
/** Loaders by path (`../locales/<language>/<namespace>.json`). */
export type LocaleFiles = Record<string, LocaleLoader>

/** A language whose file list and font are a chunk of their own, so the entry does not grow with it. */
export interface LanguagePack {
  files: LocaleFiles
  font?: () => Promise<unknown>
}
