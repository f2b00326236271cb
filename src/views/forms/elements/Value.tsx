import { useTranslation } from 'react-i18next'

/** What the form holds for a demo's field, as the code would receive it. */
export function Value({ value }: { value: unknown }) {
  const { t } = useTranslation('formElements')
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null)
  return (
    <p className="small text-body-secondary mb-0">
      {t('shared.value')} <code dir="ltr">{text === '' ? '""' : text}</code>
    </p>
  )
}
