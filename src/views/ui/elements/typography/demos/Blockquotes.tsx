import { useTranslation } from 'react-i18next'

/** Quotations, with or without their source, aligned to the start, the centre or the end. */
export default function TypographyBlockquotes() {
  const { t } = useTranslation('ui')
  return (
    <div className="d-grid gap-4">
      <blockquote className="blockquote mb-0">
        <p className="mb-0">{t('typography.sample.quote1')}</p>
      </blockquote>
      <figure className="mb-0">
        <blockquote className="blockquote">
          <p>{t('typography.sample.quote2')}</p>
        </blockquote>
        <figcaption className="blockquote-footer mb-0">
          {t('typography.sample.source2')} <cite title="Eames Design">Eames Design</cite>
        </figcaption>
      </figure>
      <figure className="text-center mb-0">
        <blockquote className="blockquote">
          <p>{t('typography.sample.quote3')}</p>
        </blockquote>
        <figcaption className="blockquote-footer mb-0">{t('typography.sample.source3')}</figcaption>
      </figure>
      <figure className="text-end mb-0">
        <blockquote className="blockquote">
          <p>{t('typography.sample.quote4')}</p>
        </blockquote>
        <figcaption className="blockquote-footer mb-0">
          William Morris, <cite title="The Beauty of Life">The Beauty of Life</cite>
        </figcaption>
      </figure>
    </div>
  )
}
