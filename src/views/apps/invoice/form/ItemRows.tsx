import { Plus, X } from 'lucide-react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button, Col, Row } from 'reactstrap'

import { TextField } from '@core/forms/fields/TextField'
import { TextareaField } from '@core/forms/fields/TextareaField'
import { lineTotal } from '../contract'
import { emptyItem, type InvoiceForm } from './schema'
import { limits } from '@/utility/contract'
import { Money } from '@core/components/Money'

export function ItemRows() {
  const { t } = useTranslation('invoice')
  const { control, formState } = useFormContext<InvoiceForm>()
  const errors = formState.errors.items
  const { fields, append, remove } = useFieldArray({ control, name: 'items' })
  const items = useWatch({ control, name: 'items' })

  return (
    <fieldset>
      <legend className="h6">{t('form.items')}</legend>
      {fields.map((row, index) => {
        const label = (key: string) => t(`form.${key}`)
        return (
          <div
            key={row.id}
            className="invoice-item-row border rounded p-3 mb-3 position-relative"
            role="group"
            aria-label={t('form.itemN', { n: index + 1 })}
          >
            <Row className="g-2">
              <Col lg={5}>
                <TextField
                  id={`item-${index}-name`}
                  label={label('itemName')}
                  name={`items.${index}.name`}
                  maxLength={limits.shortText}
                  className="mb-2"
                />
                <TextareaField
                  id={`item-${index}-description`}
                  label={label('itemDescription')}
                  rows={2}
                  name={`items.${index}.description`}
                  maxLength={limits.text}
                  className="mb-0"
                />
              </Col>
              <Col xs={6} lg={3}>
                <TextField
                  id={`item-${index}-cost`}
                  label={label('cost')}
                  type="number"
                  min="0"
                  step="0.01"
                  inputMode="decimal"
                  name={`items.${index}.cost`}
                  rules={{ valueAsNumber: true }}
                />
              </Col>
              <Col xs={6} lg={2}>
                <TextField
                  id={`item-${index}-qty`}
                  label={label('qty')}
                  type="number"
                  min="1"
                  step="1"
                  inputMode="numeric"
                  name={`items.${index}.qty`}
                  rules={{ valueAsNumber: true }}
                />
              </Col>
              <Col lg={2}>
                <div className="form-label">{label('price')}</div>
                <output
                  className="d-block py-lg-2 fw-semibold"
                  htmlFor={`item-${index}-cost item-${index}-qty`}
                >
                  <Money value={lineTotal(items[index] ?? emptyItem)} />
                </output>
              </Col>
            </Row>
            {fields.length > 1 && (
              <Button
                type="button"
                color="link"
                size="sm"
                className="invoice-item-remove p-1 text-body-secondary"
                aria-label={t('form.removeItem', { n: index + 1 })}
                onClick={() => remove(index)}
              >
                <X size={14} aria-hidden="true" />
              </Button>
            )}
          </div>
        )
      })}
      {errors?.root?.message && <p className="text-danger small">{t(errors.root.message)}</p>}
      {errors?.message && <p className="text-danger small">{t(errors.message)}</p>}
      <Button type="button" color="primary" size="sm" onClick={() => append({ ...emptyItem })}>
        <Plus size={14} className="me-1" aria-hidden="true" />
        {t('form.addItem')}
      </Button>
    </fieldset>
  )
}
