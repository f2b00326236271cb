import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { SelectField, type Option } from '@core/forms/fields/SelectField'
import { TextField } from '@core/forms/fields/TextField'
import type { NewUserFields } from './userSchema'
import { useOptions } from './useOptions'
import { limits } from '@/utility/contract'

export function UserFormFields({ idPrefix, columns = 1 }: { idPrefix: string; columns?: 1 | 2 }) {
  const { t } = useTranslation('user')
  const options = useOptions()
  const { control } = useFormContext<NewUserFields>()
  const id = (name: string) => `${idPrefix}-${name}`
  const md = columns === 2 ? 6 : 12

  // A stored country outside our list (data from a real backend) stays selectable as it is.
  const country = useWatch({ control, name: 'country' })
  const countries: Option[] = [{ value: '', label: t('form.chooseCountry') }, ...options.countries]
  if (country && !countries.some((option) => option.value === country))
    countries.push({ value: country, label: country })

  return (
    <Row className="gx-3">
      <Col md={md}>
        <TextField
          id={id('fullName')}
          label={t('fields.fullName')}
          autoComplete="off"
          name="fullName"
          maxLength={limits.shortText}
        />
      </Col>
      <Col md={md}>
        <TextField
          id={id('username')}
          label={t('fields.username')}
          autoComplete="off"
          name="username"
          maxLength={limits.shortText}
        />
      </Col>
      <Col md={md}>
        <TextField id={id('email')} type="email" label={t('fields.email')} autoComplete="off" name="email" />
      </Col>
      <Col md={md}>
        <TextField
          id={id('company')}
          label={t('fields.company')}
          autoComplete="off"
          name="company"
          maxLength={limits.shortText}
        />
      </Col>
      <Col md={md}>
        <SelectField id={id('country')} label={t('fields.country')} options={countries} name="country" />
      </Col>
      <Col md={md}>
        <TextField
          id={id('contact')}
          type="tel"
          label={t('fields.contact')}
          autoComplete="off"
          name="contact"
          maxLength={limits.shortText}
        />
      </Col>
      <Col md={md}>
        <SelectField id={id('role')} label={t('fields.role')} options={options.roles} name="role" />
      </Col>
      <Col md={md}>
        <SelectField id={id('plan')} label={t('fields.plan')} options={options.plans} name="currentPlan" />
      </Col>
    </Row>
  )
}
