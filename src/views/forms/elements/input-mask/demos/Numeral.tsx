import { useId, useMemo } from 'react'
import { useIMask } from 'react-imask'
import { useTranslation } from 'react-i18next'
import { Value } from '../../Value'
import { numberFormat } from '@/utility/format'

/** react-imask's number mask, with the separators of the page's language read from Intl. */
export default function MaskNumeral() {
  const { t, i18n } = useTranslation('formElements')
  const id = useId()
  const options = useMemo(() => {
    const parts = numberFormat(i18n.language).formatToParts(12345.6)
    const part = (type: string) => parts.find((item) => item.type === type)?.value
    return {
      mask: Number,
      scale: 2,
      thousandsSeparator: part('group') ?? ',',
      radix: part('decimal') ?? '.',
      mapToRadix: ['.', ',']
    }
  }, [i18n.language])
  const { ref, unmaskedValue } = useIMask<HTMLInputElement>(options)
  return (
    <>
      <label className="form-label" htmlFor={id}>
        {t('input-mask.sample.amount')}
      </label>
      <input id={id} ref={ref} className="form-control mb-3" inputMode="decimal" dir="ltr" />
      <Value value={unmaskedValue} />
    </>
  )
}
