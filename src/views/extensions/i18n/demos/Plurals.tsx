import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- the demo shows reactstrap's own control
import { Input, Label } from 'reactstrap'

/** `count` picks the plural form each language has: one, other, and zero where a text asks for it. */
export default function I18nPlurals() {
  const { t } = useTranslation('extensions')
  const [count, setCount] = useState(1)
  const id = useId()
  return (
    <div className="d-grid gap-3">
      <div>
        <Label for={id}>{t('i18n.sample.howMany')}</Label>
        <Input
          id={id}
          type="number"
          min={0}
          max={999}
          value={count}
          onChange={(event) => setCount(Math.max(0, Math.min(999, Number(event.target.value) || 0)))}
        />
      </div>
      <p className="mb-0" aria-live="polite">
        {t('i18n.sample.files', { count })}
      </p>
    </div>
  )
}
