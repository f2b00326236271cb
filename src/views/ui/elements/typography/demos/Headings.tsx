import { useTranslation } from 'react-i18next'
const levels = [1, 2, 3, 4, 5, 6] as const

/** Six heading levels; the `.h1`–`.h6` classes give any element a heading's look without its rank. */
export default function TypographyHeadings() {
  const { t } = useTranslation('ui')
  return (
    <div className="d-grid gap-2">
      {levels.map((level) => (
        <div
          key={level}
          className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 border-bottom pb-2"
        >
          <p className={`h${level} mb-0`}>{t('typography.sample.heading', { level })}</p>
          <code dir="ltr">
            &lt;h{level}&gt; · .h{level}
          </code>
        </div>
      ))}
      <p className="h4 mb-0">
        {t('typography.sample.fancy')}{' '}
        <small className="text-body-secondary">{t('typography.sample.faded')}</small>
      </p>
    </div>
  )
}
