import { useTranslation } from 'react-i18next'
/** Bootstrap's text utilities: alignment, wrapping, case, weight and colour, no CSS of your own. */
export default function TypographyTextUtilities() {
  const { t } = useTranslation(['ui', 'demo'])
  return (
    <div className="d-grid gap-2">
      <p className="text-start mb-0">{t('typography.sample.start')}</p>
      <p className="text-center mb-0">{t('typography.sample.centre')}</p>
      <p className="text-end mb-0">{t('typography.sample.end')}</p>
      <p className="text-truncate mb-0" style={{ maxInlineSize: '16rem' }}>
        {t('typography.sample.truncate')}
      </p>
      <p className="text-lowercase mb-0">{t('typography.sample.lower')}</p>
      <p className="text-uppercase mb-0">{t('typography.sample.upper')}</p>
      <p className="text-capitalize mb-0">{t('typography.sample.capital')}</p>
      <p className="mb-0">
        <span className="fw-light">{t('typography.sample.light')}</span> ·{' '}
        <span className="fw-normal">{t('typography.sample.normal')}</span> ·{' '}
        <span className="fw-semibold">{t('typography.sample.semibold')}</span> ·{' '}
        <span className="fw-bold">{t('typography.sample.boldWeight')}</span> ·{' '}
        <span className="fst-italic">{t('typography.sample.italicStyle')}</span>
      </p>
      <p className="mb-0">
        <span className="text-primary-emphasis">{t('demo:colors.primary')}</span> ·{' '}
        <span className="text-success-emphasis">{t('demo:colors.success')}</span> ·{' '}
        <span className="text-danger-emphasis">{t('demo:colors.danger')}</span> ·{' '}
        <span className="text-warning-emphasis">{t('demo:colors.warning')}</span> ·{' '}
        <span className="text-body-secondary">{t('typography.sample.muted')}</span>
      </p>
    </div>
  )
}
