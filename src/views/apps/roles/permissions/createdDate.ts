import { dateFormat } from '@/utility/format'
import { createdDateValue } from '../contract'

/** The created date in the page's language; a text the contract's pattern cannot read shows as sent. */
export function createdDateLabel(text: string, language: string): string {
  const instant = createdDateValue(text)
  if (!instant) return text
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(instant)
}
