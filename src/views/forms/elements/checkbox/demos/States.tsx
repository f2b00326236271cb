import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CheckField } from '@core/forms/fields/CheckField'

const errors = { terms: { type: 'demo', message: 'formElements:checkbox.sample.termsError' } }

/** The kit's checkbox: unchecked, checked, with help, disabled both ways, and invalid. */
export default function CheckboxStates() {
  const { t } = useTranslation('formElements')
  const { register } = useForm({
    defaultValues: { news: false, tips: true, digest: false, locked: true, lockedOff: false, terms: false },
    errors
  })
  return (
    <>
      <CheckField label={t('checkbox.sample.news')} registration={register('news')} />
      <CheckField
        label={t('checkbox.sample.tips')}
        help={t('checkbox.sample.tipsHelp')}
        registration={register('tips')}
      />
      <CheckField label={t('checkbox.sample.locked')} disabled registration={register('locked')} />
      <CheckField label={t('checkbox.sample.lockedOff')} disabled registration={register('lockedOff')} />
      <CheckField label={t('checkbox.sample.terms')} className="mb-0" registration={register('terms')} />
    </>
  )
}
