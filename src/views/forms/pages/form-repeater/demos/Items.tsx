import { useEffect, useRef, useState } from 'react'
import { Plus } from 'lucide-react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { notify } from '@core/components/toast'
import { Form } from '@core/forms/Form'
import { formatMoney } from '@/utility/format'
import { ItemRow } from '../ItemRow'
import '../repeater.scss'
import { blankRow, maxRows, priceOf, repeaterSchema, type RepeaterValues } from '../schema'

const calm = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** Rows slide in and out; the last row stays; prices and the total follow every keystroke. */
export default function ItemRepeater() {
  const { t, i18n } = useTranslation('formPages')
  const submit = (values: RepeaterValues) =>
    notify.success(
      t('form-repeater.sent', {
        count: values.items.length,
        total: formatMoney(
          values.items.reduce((sum, row) => sum + priceOf(row), 0),
          i18n.language
        )
      })
    )
  return (
    <Form
      schema={repeaterSchema}
      defaultValues={{ items: [{ item: t('form-repeater.sample'), cost: 24, quantity: 2 }] }}
      namespace="formPages"
      label={t('form-repeater.demos.Items.title')}
      onSubmit={submit}
    >
      <ItemRows />
    </Form>
  )
}

function ItemRows() {
  const { t, i18n } = useTranslation('formPages')
  const { control } = useFormContext<RepeaterValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'items' })
  const rows = useWatch({ control, name: 'items' })
  const [opening] = useState(() => new Set(fields.map((field) => field.id)))
  const [leaving, setLeaving] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const addButton = useRef<HTMLButtonElement>(null)
  useEffect(() => () => clearTimeout(timer.current), [])
  const total = rows.reduce((sum, row) => sum + priceOf(row), 0)
  const removeRow = (id: string) => {
    setLeaving(id)
    timer.current = setTimeout(
      () => {
        remove(fields.findIndex((field) => field.id === id))
        setLeaving(null)
        addButton.current?.focus()
      },
      calm() ? 0 : 200
    )
  }
  return (
    <>
      {fields.map((field, index) => (
        <ItemRow
          key={field.id}
          index={index}
          entering={!opening.has(field.id)}
          leaving={leaving === field.id}
          canRemove={fields.length > 1}
          onRemove={() => removeRow(field.id)}
        />
      ))}
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-3">
        <div className="d-flex gap-2">
          <Button
            innerRef={addButton}
            type="button"
            color="primary"
            outline
            disabled={fields.length >= maxRows}
            onClick={() => append(blankRow)}
          >
            <Plus size={16} className="me-2" aria-hidden="true" />
            {t('form-repeater.add')}
          </Button>
          <Button type="submit" color="primary">
            {t('form-repeater.submit')}
          </Button>
        </div>
        <p className="mb-0 fs-5" aria-live="polite">
          {t('form-repeater.total')} <strong>{formatMoney(total, i18n.language)}</strong>
        </p>
      </div>
    </>
  )
}
