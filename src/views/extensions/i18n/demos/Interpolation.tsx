import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- the demo shows reactstrap's own control
import { Input, Label } from 'reactstrap'

/** Values go into a sentence where each language wants them: `{{name}}` in the translation files. */
export default function I18nInterpolation() {
  const { t } = useTranslation('extensions')
  const [name, setName] = useState('Ingrid')
  const id = useId()
  return (
    <div className="d-grid gap-3">
      <div>
        <Label for={id}>{t('i18n.sample.yourName')}</Label>
        <Input id={id} value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <p className="mb-0" aria-live="polite">
        {t('i18n.sample.greeting', { name: name || t('i18n.sample.stranger') })}
      </p>
    </div>
  )
}
