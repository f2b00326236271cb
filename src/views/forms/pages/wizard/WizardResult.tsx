import { useTranslation } from 'react-i18next'
import { wizardStepIds, type WizardValues } from './schema'

const hidden = new Set(['password', 'confirmPassword'])
const optionLists: Record<string, string> = { country: 'countries', language: 'languages' }

/** What was submitted, step by step; passwords are not shown. */
export function WizardResult({ values }: { values: WizardValues }) {
  const { t } = useTranslation('formPages')
  const shown = (name: string, value: unknown) => {
    if (hidden.has(name)) return '••••••••'
    if (optionLists[name]) return t(`options.${optionLists[name]}.${String(value)}`)
    return String(value || '—')
  }
  return (
    <section className="border rounded p-3 mt-3" role="status">
      <h3 className="h6">{t('wizard.result')}</h3>
      <dl className="row mb-0 small">
        {wizardStepIds.flatMap((step) =>
          Object.entries(values[step]).map(([name, value]) => (
            <div key={`${step}.${name}`} className="col-sm-6 col-lg-3 mb-2">
              <dt className="text-body-secondary fw-normal">{t(`wizard.fields.${name}`)}</dt>
              <dd className="mb-0 text-break">{shown(name, value)}</dd>
            </div>
          ))
        )}
      </dl>
    </section>
  )
}
