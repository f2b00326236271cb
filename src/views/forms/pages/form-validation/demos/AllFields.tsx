import { useTranslation } from 'react-i18next'
import { notify } from '@core/components/toast'
import { PageForm, PageFormButtons } from '@core/forms/PageForm'
import { emptyValidation, validationSchema, type ValidationValues } from '../schema'
import { ValidationFields } from '../ValidationFields'

/** Errors show under the fields on submit, then follow every change; a valid form toasts its values. */
export default function ValidationForm() {
  const { t } = useTranslation('formPages')
  const submit = (values: ValidationValues) => {
    notify.success(
      t('form-validation.sent', {
        name: values.fullName,
        email: values.email,
        country: t(`options.countries.${values.country}`),
        skills: values.skills.map((skill) => t(`options.skills.${skill}`)).join(', ')
      })
    )
  }
  return (
    <PageForm
      schema={validationSchema}
      defaultValues={emptyValidation}
      onSubmit={submit}
      label={t('form-validation.demos.AllFields.title')}
      namespace="formPages"
    >
      <ValidationFields />
      <PageFormButtons submitLabel={t('form-validation.submit')} />
    </PageForm>
  )
}
