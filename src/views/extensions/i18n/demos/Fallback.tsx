import { useTranslation } from 'react-i18next'

/** A key no file holds shows itself, so it is easy to spot; a default value covers it instead. */
export default function I18nFallback() {
  const { t } = useTranslation('extensions')
  return (
    <dl className="mb-0">
      <dt>{t('i18n.sample.missingKey')}</dt>
      <dd>
        <code>{t('i18n.sample.notInAnyFile')}</code>
      </dd>
      <dt>{t('i18n.sample.withDefault')}</dt>
      <dd className="mb-0">
        {t('i18n.sample.notInAnyFile', { defaultValue: t('i18n.sample.defaultText') })}
      </dd>
    </dl>
  )
}
