import { useTranslation } from 'react-i18next'

const terms = ['tenant', 'seat', 'workspace'] as const

/** Terms from the `extensionsGlossary` namespace, which only this demo loads. */
export function Glossary() {
  const { t } = useTranslation('extensionsGlossary')
  return (
    <dl className="mb-0">
      {terms.map((term) => (
        <div key={term}>
          <dt>{t(`${term}.term`)}</dt>
          <dd>{t(`${term}.meaning`)}</dd>
        </div>
      ))}
    </dl>
  )
}
