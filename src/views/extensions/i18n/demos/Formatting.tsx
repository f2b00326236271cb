import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { dateFormat, numberFormat } from '@/utility/format'

const moment = new Date(Date.UTC(2026, 2, 14, 9, 30))
const currencies = { en: 'USD', fr: 'EUR', de: 'EUR', pt: 'EUR' } as Record<string, string>

/** Dates, numbers and money through Intl, in the current language's conventions. */
export default function I18nFormatting() {
  const { t, i18n } = useTranslation('extensions')
  const language = i18n.language
  const rows = [
    [t('i18n.sample.date'), dateFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(moment)],
    [t('i18n.sample.time'), dateFormat(language, { timeStyle: 'short', timeZone: 'UTC' }).format(moment)],
    [t('i18n.sample.number'), numberFormat(language).format(1234567.891)],
    [t('i18n.sample.percent'), numberFormat(language, { style: 'percent' }).format(0.425)],
    [
      t('i18n.sample.currency'),
      numberFormat(language, { style: 'currency', currency: currencies[language] ?? 'USD' }).format(2499.5)
    ]
  ]
  return (
    <dl className="row mb-0">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="col-sm-4">{label}</dt>
          <dd className="col-sm-8">{value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}
