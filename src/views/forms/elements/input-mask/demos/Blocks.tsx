import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MaskedField } from '@core/forms/fields/MaskedField'
import { Value } from '../../Value'

/** A pattern of your own: `a` a letter, `0` a digit, `*` either. */
export default function MaskBlocks() {
  const { t } = useTranslation('formElements')
  const { control } = useForm({ defaultValues: { code: '' } })
  return (
    <>
      <MaskedField
        control={control}
        name="code"
        mask="aa-0000-**"
        inputMode="text"
        placeholder="NL-2041-X7"
        label={t('input-mask.sample.code')}
        help={t('input-mask.sample.codeHelp')}
      />
      <Value value={useWatch({ control, name: 'code' })} />
    </>
  )
}
