import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '@core/forms/fields/PasswordField'
import { SelectField } from '@core/forms/fields/SelectField'
import { TextField } from '@core/forms/fields/TextField'
import { wizardCountries, wizardLanguages, type WizardStepId, type WizardValues } from './schema'

function AccountStep() {
  const { t } = useTranslation('formPages')
  const { register, formState } = useFormContext<WizardValues>()
  const errors = formState.errors.account
  return (
    <div className="row">
      <TextField
        className="col-md-6 mb-3"
        label={t('wizard.fields.username')}
        autoComplete="username"
        registration={register('account.username')}
        error={errors?.username}
      />
      <TextField
        className="col-md-6 mb-3"
        type="email"
        label={t('wizard.fields.email')}
        autoComplete="email"
        registration={register('account.email')}
        error={errors?.email}
      />
      <PasswordField
        className="col-md-6 mb-3"
        label={t('wizard.fields.password')}
        autoComplete="new-password"
        help={t('wizard.help.password')}
        registration={register('account.password')}
        error={errors?.password}
      />
      <PasswordField
        className="col-md-6 mb-3"
        label={t('wizard.fields.confirmPassword')}
        autoComplete="new-password"
        registration={register('account.confirmPassword')}
        error={errors?.confirmPassword}
      />
    </div>
  )
}

function PersonalStep() {
  const { t } = useTranslation('formPages')
  const { register, formState } = useFormContext<WizardValues>()
  const errors = formState.errors.personal
  return (
    <div className="row">
      <TextField
        className="col-md-6 mb-3"
        label={t('wizard.fields.firstName')}
        autoComplete="given-name"
        registration={register('personal.firstName')}
        error={errors?.firstName}
      />
      <TextField
        className="col-md-6 mb-3"
        label={t('wizard.fields.lastName')}
        autoComplete="family-name"
        registration={register('personal.lastName')}
        error={errors?.lastName}
      />
      <SelectField
        className="col-md-6 mb-3"
        label={t('wizard.fields.country')}
        placeholder={t('wizard.choose')}
        options={wizardCountries.map((value) => ({ value, label: t(`options.countries.${value}`) }))}
        registration={register('personal.country')}
        error={errors?.country}
      />
      <SelectField
        className="col-md-6 mb-3"
        label={t('wizard.fields.language')}
        options={wizardLanguages.map((value) => ({ value, label: t(`options.languages.${value}`) }))}
        registration={register('personal.language')}
        error={errors?.language}
      />
    </div>
  )
}

function AddressStep() {
  const { t } = useTranslation('formPages')
  const { register, formState } = useFormContext<WizardValues>()
  const errors = formState.errors.address
  return (
    <div className="row">
      <TextField
        className="col-12 mb-3"
        label={t('wizard.fields.street')}
        autoComplete="street-address"
        registration={register('address.street')}
        error={errors?.street}
      />
      <TextField
        className="col-md-6 mb-3"
        label={t('wizard.fields.landmark')}
        help={t('wizard.help.optional')}
        registration={register('address.landmark')}
        error={errors?.landmark}
      />
      <TextField
        className="col-md-3 mb-3"
        label={t('wizard.fields.postcode')}
        inputMode="numeric"
        autoComplete="postal-code"
        registration={register('address.postcode')}
        error={errors?.postcode}
      />
      <TextField
        className="col-md-3 mb-3"
        label={t('wizard.fields.city')}
        autoComplete="address-level2"
        registration={register('address.city')}
        error={errors?.city}
      />
    </div>
  )
}

function SocialStep() {
  const { t } = useTranslation('formPages')
  const { register, formState } = useFormContext<WizardValues>()
  const errors = formState.errors.social
  return (
    <div className="row">
      {(['website', 'linkedin', 'github'] as const).map((name) => (
        <TextField
          key={name}
          className="col-md-4 mb-3"
          type="url"
          label={t(`wizard.fields.${name}`)}
          placeholder="https://"
          help={t('wizard.help.optional')}
          registration={register(`social.${name}`)}
          error={errors?.[name]}
        />
      ))}
    </div>
  )
}

const stepFields: Record<WizardStepId, () => JSX.Element> = {
  account: AccountStep,
  personal: PersonalStep,
  address: AddressStep,
  social: SocialStep
}

/** The fields of one step; the form keeps the values of the steps not shown. */
export function WizardStepFields({ step }: { step: WizardStepId }) {
  const Fields = stepFields[step]
  return <Fields />
}
