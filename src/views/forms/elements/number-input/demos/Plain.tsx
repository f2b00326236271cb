import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** Without the kit: the browser's number input and its own spin buttons. */
export default function NumberPlain() {
  const { t } = useTranslation('formElements')
  const id = useId()
  return (
    <>
      <label className="form-label" htmlFor={id}>
        {t('number-input.sample.quantity')}
      </label>
      <input id={id} type="number" className="form-control" min={0} max={99} step={1} defaultValue={1} />
    </>
  )
}
