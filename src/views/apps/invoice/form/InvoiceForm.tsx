import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Card, CardBody } from 'reactstrap'
import { PageForm, PageFormButtons } from '@core/forms/PageForm'
import type { FormSubmit } from '@core/forms/useFormSubmit'
import { ClientAndDates } from './ClientAndDates'
import { ItemRows } from './ItemRows'
import { NoteAndTotals } from './NoteAndTotals'
import { PaymentOptions } from './PaymentOptions'
import { invoiceFormSchema, type InvoiceForm as InvoiceFormValues } from './schema'

interface Props {
  defaultValues: InvoiceFormValues
  onSubmit: FormSubmit<InvoiceFormValues>
  cancelTo: string
}

export function InvoiceForm({ defaultValues, onSubmit, cancelTo }: Props) {
  const { t } = useTranslation('invoice')
  const sections = [ClientAndDates, ItemRows, NoteAndTotals, PaymentOptions]

  return (
    <PageForm
      schema={invoiceFormSchema}
      defaultValues={defaultValues}
      onSubmit={onSubmit}
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
