import { languages } from '@/configs/i18n'

/** Whether the app ships this language: a starter keeps only the languages it was made with. */
export const hasLanguage = (code: string) => languages.some((language) => language.code === code)
