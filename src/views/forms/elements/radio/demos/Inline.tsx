import { useTranslation } from 'react-i18next'
import { RadioGroupField } from '@core/forms/fields/RadioGroupField'
import { Form } from '@core/forms/Form'

const sizes = ['s', 'm', 'l', 'xl'] as const

/** The same group on one line. */
export default function RadioInline() {
  const { t } = useTranslation('formElements')
  return (
    <Form defaultValues={{ size: 'm' }}>
      <RadioGroupField
        inline
        label={t('radio.sample.size')}
        options={sizes.map((size) => ({ value: size, label: t(`radio.sample.sizes.${size}`) }))}
        className="mb-0"
        name="size"
      />
    </Form>
  )
}
