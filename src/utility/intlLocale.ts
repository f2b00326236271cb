/**
 * The locale Intl is given for an interface language. Arabic is written with Latin digits (0-9) and the
 * Gregorian calendar in every browser: engines disagree on `ar`'s default digits, and Latin digits keep
 * ids, amounts and chart axes alike across the app's languages.
 */
const intlLocales: Record<string, string> = { ar: 'ar-u-ca-gregory-nu-latn' }

export const intlLocale = (language: string): string => intlLocales[language] ?? language
