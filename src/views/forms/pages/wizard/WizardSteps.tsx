import { useTranslation } from 'react-i18next'
import { PasswordField } from '@core/forms/fields/PasswordField'
import { SelectField } from '@core/forms/fields/SelectField'
import { TextField } from '@core/forms/fields/TextField'
import { wizardCountries, wizardLanguages, type WizardStepId } from './schema'

function AccountStep() {
  const { t } = useTranslation('formPages')
  return (
    <div className="row">
      <TextField
        className="col-md-6 mb-3"
        label={t('wizard.fields.username')}
        autoComplete="username"
        name="account.username"
      />
      <TextField
        className="col-md-6 mb-3"
        type="email"
        label={t('wizard.fields.email')}
        autoComplete="email"
        name="account.email"
      />
      <PasswordField
        className="col-md-6 mb-3"
        label={t('wizard.fields.password')}
        autoComplete="new-password"
        help={t('wizard.help.password')}
        name="account.password"
      />
      <PasswordField
        className="col-md-6 mb-3"
        label={t('wizard.fields.confirmPassword')}
        autoComplete="new-password"
        name="account.confirmPassword"
      />
    </div>
  )
}

function PersonalStep() {
  const { t } = useTranslation('formPages')
  return (
    <div className="row">
      <TextField
        className="col-md-6 mb-3"
        label={t('wizard.fields.firstName')}
        autoComplete="given-name"
        name="personal.firstName"
      />
      <TextField
        className="col-md-6 mb-3"
        label={t('wizard.fields.lastName')}
        autoComplete="family-name"
        name="personal.lastName"
      />
      <SelectField
        className="col-md-6 mb-3"
        label={t('wizard.fields.country')}
        placeholder={t('wizard.choose')}
        options={wizardCountries.map((value) => ({ value, label: t(`options.countries.${value}`) }))}
        name="personal.country"
      />
      <SelectField
        className="col-md-6 mb-3"
        label={t('wizard.fields.language')}
        options={wizardLanguages.map((value) => ({ value, label: t(`options.languages.${value}`) }))}
        name="personal.language"
      />
    </div>
  )
}

function AddressStep() {
  const { t } = useTranslation('formPages')
  return (
    <div className="row">
      <TextField
        className="col-12 mb-3"
        label={t('wizard.fields.street')}
        autoComplete="street-address"
        name="address.street"
      />
      <TextField
        className="col-md-6 mb-3"
        label={t('wizard.fields.landmark')}
        help={t('wizard.help.optional')}
        name="address.landmark"
      />
      <TextField
        className="col-md-3 mb-3"
        label={t('wizard.fields.postcode')}
        inputMode="numeric"
        autoComplete="postal-code"
        name="address.postcode"
      />
      <TextField
        className="col-md-3 mb-3"
        label={t('wizard.fields.city')}
        autoComplete="address-level2"
        name="address.city"
      />
    </div>
  )
}

function SocialStep() {
  const { t } = useTranslation('formPages')
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
          name={`social.${name}`}
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
