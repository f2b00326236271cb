import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Card, CardBody } from 'reactstrap'
import type { Versioned } from '@core/forms/conflict/conflict'
import { PageForm, PageFormButtons } from '@core/forms/PageForm'
import type { FormSubmit } from '@core/forms/useFormSubmit'
import { ClientAndDates } from './ClientAndDates'
import { ItemRows } from './ItemRows'
import { NoteAndTotals } from './NoteAndTotals'
import { PaymentOptions } from './PaymentOptions'
import { invoiceFormSchema, type InvoiceForm as InvoiceFormValues } from './schema'
import type { Invoice } from '../contract'

interface Props {
  defaultValues: InvoiceFormValues
  onSubmit: FormSubmit<InvoiceFormValues>
  cancelTo: string
  /** Editing a saved invoice: a save over someone else's change opens the conflict dialog. */
  versioned?: Versioned<InvoiceFormValues, Invoice>
}

export function InvoiceForm({ defaultValues, onSubmit, cancelTo, versioned }: Props) {
  const { t } = useTranslation('invoice')
  const sections = [ClientAndDates, ItemRows, NoteAndTotals, PaymentOptions]

  return (
    <PageForm
      schema={invoiceFormSchema}
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      versioned={versioned}
      label={t('form.label')}
      namespace="invoice"
    >
      <Card>
        {sections.map((Section, index) => (
          <div key={index}>
            {index > 0 && <hr className="m-0" />}
            <CardBody className="p-4">
              <Section />
            </CardBody>
          </div>
        ))}
      </Card>
      <PageFormButtons submitLabel={t('form.save')}>
        <Link to={cancelTo} className="btn btn-outline-secondary">
          {t('actions.cancel')}
        </Link>
      </PageFormButtons>
    </PageForm>
  )
}
