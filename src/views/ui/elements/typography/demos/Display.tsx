import { useTranslation } from 'react-i18next'

/** Display headings: larger and lighter, for a landing page's hero or a dashboard's big number. */
export default function TypographyDisplay() {
  const { t } = useTranslation('ui')
  return (
    <div className="d-grid gap-2">
      {[1, 2, 3, 4, 5, 6].map((level) => (
        <p key={level} className={`display-${level} mb-0`}>
          {t('typography.sample.display', { level })}
        </p>
      ))}
    </div>
  )
}
