import { useTranslation } from 'react-i18next'
import { useEffect, useState, type FormEvent } from 'react'
// eslint-disable-next-line no-restricted-imports -- the demo shows reactstrap's own control
import { Button, Form, FormGroup, Input, Label } from 'reactstrap'
import { BlockUi } from '@core/components/BlockUi'

/** Block a form while it saves, so nobody edits what is being sent. */
export default function BlockUiForm() {
  const { t } = useTranslation('components')
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState(false)
  useEffect(() => {
    if (!saving) return
    const timer = setTimeout(() => {
      setSaving(false)
      setSaved(true)
    }, 1500)
    return () => clearTimeout(timer)
  }, [saving])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    setSaving(true)
  }
  return (
    <BlockUi blocking={saving} message={t('blockui.sample.saving')} className="rounded">
      <Form onSubmit={submit} className="border rounded p-3">
        <fieldset disabled={saving}>
          <FormGroup>
            <Label for="block-form-name">{t('blockui.sample.displayName')}</Label>
            <Input id="block-form-name" defaultValue="Astrid Nyhus" />
          </FormGroup>
          <FormGroup>
            <Label for="block-form-email">{t('blockui.sample.email')}</Label>
            <Input id="block-form-email" type="email" defaultValue="astrid@polarisbakery.example" />
          </FormGroup>
          <div className="demo-row">
            <Button color="primary" type="submit">
              {t('blockui.sample.save')}
            </Button>
            {saved && (
              <span role="status" className="text-success-emphasis">
                {t('blockui.sample.saved')}
              </span>
            )}
          </div>
        </fieldset>
      </Form>
    </BlockUi>
  )
}
