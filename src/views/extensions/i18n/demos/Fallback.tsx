import { useTranslation } from 'react-i18next'

const key = 'i18n.sample.notInAnyFile'

/** `t` shows a key no file holds as the key itself; `exists` lets a screen check first and choose a fallback. */
export default function I18nFallback() {
  const { t, i18n } = useTranslation('extensions')
  const found = i18n.exists(key, { ns: 'extensions' })
  return (
    <dl className="mb-0">
      <dt>{t('i18n.sample.missingKey')}</dt>
      <dd>
        <code>{key}</code>
      </dd>
      <dt>{t('i18n.sample.withDefault')}</dt>
      <dd className="mb-0">{found ? t(key) : t('i18n.sample.defaultText')}</dd>
    </dl>
  )
}
