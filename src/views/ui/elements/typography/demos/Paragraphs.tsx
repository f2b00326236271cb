import { useTranslation } from 'react-i18next'
/** Body text, a lead paragraph that opens a page, and small print. */
export default function TypographyParagraphs() {
  const { t } = useTranslation('ui')
  return (
    <div style={{ maxInlineSize: '48rem' }}>
      <p className="lead">{t('typography.sample.lead')}</p>
      <p>{t('typography.sample.body')}</p>
      <p className="small text-body-secondary mb-0">{t('typography.sample.smallPrint')}</p>
    </div>
  )
}
