import type { TFunction } from 'i18next'

export const allowed = ['oneProduct', 'clientWork', 'modify', 'commercial'] as const
export const forbidden = ['resell', 'shareSource', 'claim', 'trademark'] as const

/** Each use with whether the single and the extended license allow it. */
export const comparison = [
  ['endProducts', true, true],
  ['freeUsers', true, true],
  ['payingUsers', false, true],
  ['saas', false, true],
  ['updates', true, true],
  ['support', false, true]
] as const

// Translated texts may carry direction isolates; a text file has no direction to isolate from.
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '')

/** The terms as a plain text file, in the reader's language. */
export function licenseText(t: TFunction<'license'>): string {
  const yesNo = (allowedHere: boolean) => t(allowedHere ? 'compare.yes' : 'compare.no')
  const lines = [
    t('title'),
    t('version'),
    '',
    t('intro'),
    '',
    t('may.title'),
    ...allowed.map((key) => `- ${t(`may.items.${key}`)}`),
    '',
    t('mayNot.title'),
    ...forbidden.map((key) => `- ${t(`mayNot.items.${key}`)}`),
    '',
    t('compare.title'),
    ...comparison.map(([key, single, extended]) => {
      const both = `${t('compare.single')} ${yesNo(single)}, ${t('compare.extended')} ${yesNo(extended)}`
      return `- ${t(`compare.rows.${key}`)}: ${both}`
    }),
    '',
    t('end.title'),
    t('end.text')
  ]
  return `${lines.map(plain).join('\n')}\n`
}

export const licenseFileName = 'nordlight-license.txt'

export function saveText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
}
