import type { TFunction } from 'i18next'

const isBag = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** A field's name as the form shows it: the label of its control, else the field's own name. */
export function labelOf(form: HTMLFormElement | null, field: string): string {
  const control = form?.querySelector<HTMLInputElement>(`[name="${field.replace(/["\\]/g, '\\$&')}"]`)
  const label =
    control?.labels?.[0] ?? (control?.id ? form?.querySelector(`label[for="${control.id}"]`) : null)
  return label?.textContent?.trim() || field
}

const titleOf = (value: Record<string, unknown>) =>
  ['name', 'title', 'label'].map((key) => value[key]).find((text) => typeof text === 'string')

/** A value in a line of text: a list by its items' names, an empty value said so. */
export function shownValue(value: unknown, t: TFunction): string {
  if (value === undefined || value === null || value === '') return t('form.conflict.empty')
  if (typeof value === 'boolean') return t(value ? 'form.conflict.yes' : 'form.conflict.no')
  if (Array.isArray(value))
    return value.length === 0
      ? t('form.conflict.empty')
      : value.map((item) => (isBag(item) ? (titleOf(item) ?? JSON.stringify(item)) : String(item))).join(', ')
  return isBag(value) ? JSON.stringify(value) : String(value)
}
