import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { DateField } from '@core/forms/fields/DateField'
import { accountMinimumAge, birthDays } from '@/utility/rules.contract'
import { MaskedField } from '@core/forms/fields/MaskedField'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { TextareaField } from '@core/forms/fields/TextareaField'
import { TextField } from '@core/forms/fields/TextField'
import { PageForm, PageFormButtons } from '@core/forms/PageForm'
import { limits } from '@/utility/contract'
import { countryCodes, infoSchema, type InfoSettings } from '../contract'
import { useSave } from '../useSave'

const birthLimits = birthDays(accountMinimumAge)

export function InfoTab({ saved }: { saved: InfoSettings }) {
  const { t, i18n } = useTranslation('settings')
  const save = useSave()
  const regions = new Intl.DisplayNames([i18n.language], { type: 'region' })
  const countries = countryCodes
    .map((code) => ({ value: code, label: regions.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language))

  return (
    <PageForm
      schema={infoSchema}
      defaultValues={saved}
      onSubmit={(data) => save({ tab: 'info', data })}
      label={t('tabs.info')}
      namespace="settings"
    >
      <TextareaField id="settings-bio" label={t('info.bio')} rows={4} maxLength={limits.text} name="bio" />
      <Row className="gx-3">
        <Col md={6}>
          <DateField<InfoSettings>
            id="settings-dob"
            name="dob"
            label={t('info.dob')}
            menus
            {...birthLimits}
          />
        </Col>
        <Col md={6}>
          <ReactSelectField<InfoSettings>
            id="settings-country"
            name="country"
            label={t('info.country')}
            options={countries}
            placeholder={t('info.chooseCountry')}
          />
        </Col>
        <Col md={6}>
          <TextField
            id="settings-website"
            label={t('info.website')}
            type="url"
            inputMode="url"
            placeholder="https://"
            name="website"
          />
        </Col>
        <Col md={6}>
          <MaskedField<InfoSettings>
            id="settings-phone"
            name="phone"
            label={t('info.phone')}
            mask="(000) 000-0000"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(000) 000-0000"
          />
        </Col>
      </Row>
      <PageFormButtons submitLabel={t('save')} />
    </PageForm>
  )
}
