import { Trash2 } from 'lucide-react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { NumberField } from '@core/forms/fields/NumberField'
import { TextField } from '@core/forms/fields/TextField'
import { formatMoney } from '@/utility/format'
import { priceOf, type RepeaterValues } from './schema'

interface Props {
  index: number
  /** Added by the user: it slides in (the rows the page opens with are simply there). */
  entering: boolean
  leaving: boolean
  canRemove: boolean
  onRemove: () => void
}

/** One item: its name, cost and quantity, the price they make, and a remove button. */
export function ItemRow({ index, entering, leaving, canRemove, onRemove }: Props) {
  const { t, i18n } = useTranslation('formPages')
  const { control } = useFormContext<RepeaterValues>()
  const row = useWatch({ control, name: `items.${index}` })
  const name = row?.item || t('form-repeater.row', { number: index + 1 })
  const motion = leaving ? 'repeater-row-leaving' : entering ? 'repeater-row-entering' : ''
  return (
    <div className={`repeater-row row g-2 align-items-start ${motion}`}>
      <TextField
        className="col-12 col-md-4"
        label={t('form-repeater.fields.item')}
        name={`items.${index}.item`}
      />
      <NumberField<RepeaterValues>
        className="col-12 col-sm-6 col-md-3"
        name={`items.${index}.cost`}
        label={t('form-repeater.fields.cost')}
        min={0}
        step={0.5}
        decimals={2}
      />
      <NumberField<RepeaterValues>
        className="col-12 col-sm-6 col-md-2"
        name={`items.${index}.quantity`}
        label={t('form-repeater.fields.quantity')}
        min={1}
      />
      <div className="col-8 col-md-2">
        <span className="form-label d-block">{t('form-repeater.fields.price')}</span>
        <output className="d-block py-2 fw-semibold" aria-live="off">
          {formatMoney(priceOf(row ?? {}), i18n.language)}
        </output>
      </div>
      <div className="col-4 col-md-1 text-end">
        {/* The label's height, so the button lines up with the fields, not with their labels. */}
        <span className="form-label d-block invisible" aria-hidden="true">
          &nbsp;
        </span>
        <Button
          type="button"
          color="danger"
          outline
          disabled={!canRemove || leaving}
          aria-label={t('form-repeater.remove', { name })}
          onClick={onRemove}
        >
          <Trash2 size={16} aria-hidden="true" />
        </Button>
      </div>
    </div>
  )
}
