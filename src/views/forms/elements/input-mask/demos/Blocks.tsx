import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MaskedField } from '@core/forms/fields/MaskedField'
import { Value } from '../../Value'
import { Form } from '@core/forms/Form'

/** A pattern of your own: `a` a letter, `0` a digit, `*` either. */
function MaskBlocksFields() {
  const { t } = useTranslation('formElements')
  return (
    <>
      <MaskedField
        name="code"
        mask="aa-0000-**"
        inputMode="text"
        placeholder="NL-2041-X7"
        label={t('input-mask.sample.code')}
        help={t('input-mask.sample.codeHelp')}
      />
      <Value value={useWatch({ name: 'code' })} />
    </>
  )
}

export default function MaskBlocks() {
  return (
    <Form defaultValues={{ code: '' }}>
      <MaskBlocksFields />
    </Form>
  )
}
