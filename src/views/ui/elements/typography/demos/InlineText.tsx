import { useTranslation } from 'react-i18next'
/** Inline elements with a meaning: marked, deleted, inserted, strong, code and keyboard input. */
export default function TypographyInlineText() {
  const { t } = useTranslation('ui')
  return (
    <div className="d-grid gap-2">
      <p className="mb-0">
        {t('typography.sample.markBefore')} <mark>{t('typography.sample.mark')}</mark>{' '}
        {t('typography.sample.markAfter')}
      </p>
      <p className="mb-0">
        <del>{t('typography.sample.deleted')}</del>
      </p>
      <p className="mb-0">
        <s>{t('typography.sample.struck')}</s>
      </p>
      <p className="mb-0">
        <ins>{t('typography.sample.inserted')}</ins>
      </p>
      <p className="mb-0">
        <u>{t('typography.sample.underlined')}</u>
      </p>
      <p className="mb-0">
        <small>{t('typography.sample.small')}</small>
      </p>
      <p className="mb-0">
        <strong>{t('typography.sample.bold')}</strong> <em>{t('typography.sample.italic')}</em>
      </p>
      <p className="mb-0">
        <abbr title={t('typography.sample.vatTitle')}>{t('typography.sample.vat')}</abbr>{' '}
        {t('typography.sample.included')} {t('typography.sample.run')} <code>npm run dev</code>
        {t('typography.sample.thenPress')} <kbd>Ctrl</kbd> + <kbd>K</kbd> {t('typography.sample.toSearch')}
      </p>
    </div>
  )
}
