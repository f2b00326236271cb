import { useTranslation } from 'react-i18next'
/** Unstyled, inline and description lists. */
export default function TypographyLists() {
  const { t } = useTranslation('ui')
  return (
    <div className="row g-4">
      <div className="col-md-4">
        <h3 className="h6">{t('typography.sample.unstyled')}</h3>
        <ul className="list-unstyled mb-0">
          <li>{t('typography.sample.orders')}</li>
          <li>
            {t('typography.sample.customers')}
            <ul>
              <li>{t('typography.sample.companies')}</li>
              <li>{t('typography.sample.people')}</li>
            </ul>
          </li>
          <li>{t('typography.sample.reports')}</li>
        </ul>
      </div>
      <div className="col-md-4">
        <h3 className="h6">{t('typography.sample.inline')}</h3>
        <ul className="list-inline mb-0">
          <li className="list-inline-item">{t('typography.sample.design')}</li>
          <li className="list-inline-item">{t('typography.sample.build')}</li>
          <li className="list-inline-item">{t('typography.sample.ship')}</li>
        </ul>
      </div>
      <div className="col-md-4">
        <h3 className="h6">{t('typography.sample.description')}</h3>
        <dl className="row mb-0">
          <dt className="col-5">{t('typography.sample.plan')}</dt>
          <dd className="col-7">{t('typography.sample.team')}</dd>
          <dt className="col-5">{t('typography.sample.seats')}</dt>
          <dd className="col-7">{t('typography.sample.seatsValue')}</dd>
          <dt className="col-5 text-truncate">{t('typography.sample.renewal')}</dt>
          <dd className="col-7 mb-0">{t('typography.sample.renewalValue')}</dd>
        </dl>
      </div>
    </div>
  )
}
