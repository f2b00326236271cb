import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Select } from '@core/components/select/Select'
import { fruits, vegetables } from '../fruits'

/** The skinned react-select on its own (no form): options in labelled groups. */
export default function SelectGrouped() {
  const { t } = useTranslation('formElements')
  const id = useId()
  const groups = [
    {
      label: t('select.sample.fruitGroup'),
      options: fruits.map((value) => ({ value, label: t(`select.sample.fruits.${value}`) }))
    },
    {
      label: t('select.sample.vegetableGroup'),
      options: vegetables.map((value) => ({ value, label: t(`select.sample.vegetables.${value}`) }))
    }
  ]
  return (
    <>
      <label className="form-label" htmlFor={id}>
        {t('select.sample.produce')}
      </label>
      <Select inputId={id} options={groups} isClearable />
    </>
  )
}
