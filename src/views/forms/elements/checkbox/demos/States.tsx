import { useTranslation } from 'react-i18next'
import { CheckField } from '@core/forms/fields/CheckField'
import { Form } from '@core/forms/Form'

const errors = { terms: { type: 'demo', message: 'formElements:checkbox.sample.termsError' } }

/** The kit's checkbox: unchecked, checked, with help, disabled both ways, and invalid. */
export default function CheckboxStates() {
  const { t } = useTranslation('formElements')
  return (
    <Form
      defaultValues={{ news: false, tips: true, digest: false, locked: true, lockedOff: false, terms: false }}
      errors={errors}
    >
      <CheckField label={t('checkbox.sample.news')} name="news" />
      <CheckField label={t('checkbox.sample.tips')} help={t('checkbox.sample.tipsHelp')} name="tips" />
      <CheckField label={t('checkbox.sample.locked')} disabled name="locked" />
      <CheckField label={t('checkbox.sample.lockedOff')} disabled name="lockedOff" />
      <CheckField label={t('checkbox.sample.terms')} className="mb-0" name="terms" />
    </Form>
  )
}
