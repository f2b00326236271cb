import { useTranslation } from 'react-i18next'
import { CheckField } from '@core/forms/fields/CheckField'
import { DateField } from '@core/forms/fields/DateField'
import { birthDays } from '@/utility/rules.contract'
import { FileField } from '@core/forms/fields/FileField'
import { MaskedField } from '@core/forms/fields/MaskedField'
import { NumberField } from '@core/forms/fields/NumberField'
import { PasswordField } from '@core/forms/fields/PasswordField'
import { RadioGroupField } from '@core/forms/fields/RadioGroupField'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { SelectField } from '@core/forms/fields/SelectField'
import { TextareaField } from '@core/forms/fields/TextareaField'
import { TextField } from '@core/forms/fields/TextField'
import { contactWays, validationCountries, validationSkills, type ValidationValues } from './schema'

/** Text, masked, number, select, multi-select, date, radio, textarea, switch, checkbox and file fields. */
export function ValidationFields() {
  const { t } = useTranslation('formPages')
  const field = (name: keyof ValidationValues) => ({ label: t(`form-validation.fields.${name}`), name })
  return (
    <div className="row">
      <TextField
        className="col-md-6 mb-3"
        label={field('fullName').label}
        autoComplete="name"
        name="fullName"
      />
      <TextField
        className="col-md-6 mb-3"
        type="email"
        label={field('email').label}
        autoComplete="email"
        name="email"
      />
      <PasswordField
        className="col-md-6 mb-3"
        label={field('password').label}
        autoComplete="new-password"
        help={t('wizard.help.password')}
        name="password"
      />
      <MaskedField<ValidationValues>
        className="col-md-6 mb-3"
        {...field('phone')}
        mask="(000) 000-0000"
        inputMode="tel"
        autoComplete="tel"
        placeholder="(555) 123-4567"
      />
      <MaskedField<ValidationValues>
        className="col-md-6 mb-3"
        {...field('card')}
        mask="0000 0000 0000 0000"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
      />
      <NumberField<ValidationValues> className="col-md-6 mb-3" {...field('age')} min={0} max={120} />
      <SelectField
        className="col-md-6 mb-3"
        label={field('country').label}
        placeholder={t('wizard.choose')}
        options={validationCountries.map((value) => ({ value, label: t(`options.countries.${value}`) }))}
        name="country"
      />
      <ReactSelectField<ValidationValues>
        className="col-md-6 mb-3"
        {...field('skills')}
        isMulti
        help={t('form-validation.help.skills')}
        options={validationSkills.map((value) => ({ value, label: t(`options.skills.${value}`) }))}
      />
      <DateField<ValidationValues>
        className="col-md-6 mb-3"
        {...field('birthDate')}
        menus
        {...birthDays(18)}
      />
      <RadioGroupField
        className="col-md-6 mb-3"
        label={field('contact').label}
        inline
        options={contactWays.map((value) => ({ value, label: t(`options.contact.${value}`) }))}
        name="contact"
      />
      <TextareaField className="col-12 mb-3" label={field('bio').label} maxLength={300} autoGrow name="bio" />
      <FileField<ValidationValues>
        className="col-12 mb-3"
        {...field('resume')}
        accept={{ 'application/pdf': ['.pdf'] }}
        maxSize={2 * 1024 * 1024}
      />
      <div className="col-12">
        <CheckField switch label={field('newsletter').label} name="newsletter" />
        <CheckField label={field('terms').label} name="terms" />
      </div>
    </div>
  )
}
