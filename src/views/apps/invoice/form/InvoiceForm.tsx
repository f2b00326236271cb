import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { contractResolver } from '@core/forms/contractResolver'
import { applyServerError, refusalOf } from '@core/forms/serverErrors'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button, Card, CardBody, Col, FormGroup, Input, Label, Row, Spinner } from 'reactstrap'
import { Alert } from '@core/components/overlays'
import { FieldNamespace } from '@core/forms/fields/Field'
import { SelectField } from '@core/forms/fields/SelectField'
import { TextField } from '@core/forms/fields/TextField'
import { TextareaField } from '@core/forms/fields/TextareaField'
import { ClientPicker } from './ClientPicker'
import { ItemRows } from './ItemRows'
import { paymentMethods } from '../contract'
import { invoiceFormSchema, type InvoiceForm as InvoiceFormValues } from './schema'
import { TotalsBox } from './TotalsBox'
import { limits } from '@/utility/contract'

interface Props {
  defaultValues: InvoiceFormValues
  onSubmit: (values: InvoiceFormValues) => Promise<{ error?: unknown } | void>
  cancelTo: string
}

const flags = ['paymentTerms', 'clientNotes', 'paymentStub'] as const

const fieldNames = [
  'issuedDate',
  'dueDate',
  'discount',
  'taxRate',
  'salesperson',
  'note',
  'paymentMethod'
] as const

// eslint-disable-next-line max-lines-per-function -- split when the form moves onto the page-form kit
export function InvoiceForm({ defaultValues, onSubmit, cancelTo }: Props) {
  const { t } = useTranslation('invoice')
  const form = useForm<InvoiceFormValues>({ resolver: contractResolver(invoiceFormSchema), defaultValues })
  const [serverError, setServerError] = useState<string | null>(null)
  const { register, formState, setError } = form

  const submit = async (values: InvoiceFormValues) => {
    setServerError(null)
    const result = await onSubmit(values)
    if (result?.error)
      setServerError(applyServerError(refusalOf(result.error), setError, fieldNames, t('errors.unknown')))
  }

  return (
    <FormProvider {...form}>
      <FieldNamespace.Provider value="invoice">
        <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={t('form.label')}>
          {/* fade={false}: reactstrap 9's faded Alert logs a prop-type warning (no timeout) under React 18. */}
          {serverError && (
            <Alert color="danger" fade={false}>
              {t('errors.save', { message: serverError })}
            </Alert>
          )}
          <Card>
            <CardBody className="p-4">
              <Row className="g-3">
                <Col md={6}>
                  <ClientPicker />
                </Col>
                <Col sm={6} md={3}>
                  <TextField
                    id="invoice-issued"
                    label={t('form.issuedDate')}
                    type="date"
                    registration={register('issuedDate')}
                    error={formState.errors.issuedDate}
                  />
                </Col>
                <Col sm={6} md={3}>
                  <TextField
                    id="invoice-due"
                    label={t('form.dueDate')}
                    type="date"
                    registration={register('dueDate')}
                    error={formState.errors.dueDate}
                  />
                </Col>
              </Row>
            </CardBody>
            <hr className="m-0" />
            <CardBody className="p-4">
              <ItemRows />
            </CardBody>
            <hr className="m-0" />
            <CardBody className="p-4">
              <Row className="g-3">
                <Col md={6}>
                  <TextField
                    id="invoice-salesperson"
                    label={t('form.salesperson')}
                    registration={register('salesperson')}
                    maxLength={limits.shortText}
                    error={formState.errors.salesperson}
                  />
                  <TextareaField
                    id="invoice-note"
                    label={t('form.note')}
                    rows={3}
                    placeholder={t('form.notePlaceholder')}
                    registration={register('note')}
                    maxLength={limits.text}
                    error={formState.errors.note}
                  />
                </Col>
                <Col md={6}>
                  <TotalsBox />
                </Col>
              </Row>
            </CardBody>
            <hr className="m-0" />
            <CardBody className="p-4">
              <Row className="g-3 align-items-end">
                <Col md={4}>
                  <SelectField
                    id="invoice-method"
                    label={t('form.paymentMethod')}
                    registration={register('paymentMethod')}
                    error={formState.errors.paymentMethod}
                    className="mb-0"
                    options={paymentMethods.map((method) => ({
                      value: method,
                      label: t(`form.methods.${method}`)
                    }))}
                  />
                </Col>
                <Col md={8} className="d-flex flex-wrap gap-3">
                  {flags.map((flag) => {
                    const { ref, ...rest } = register(flag)
                    return (
                      <FormGroup switch key={flag} className="mb-0">
                        <Input type="switch" id={`invoice-${flag}`} innerRef={ref} {...rest} />
                        <Label for={`invoice-${flag}`} check>
                          {t(`form.${flag}`)}
                        </Label>
                      </FormGroup>
                    )
                  })}
                </Col>
              </Row>
            </CardBody>
          </Card>
          <div className="d-flex flex-wrap gap-2 mb-4">
            <Button type="submit" color="primary" disabled={formState.isSubmitting}>
              {formState.isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              {t('form.save')}
            </Button>
            <Link to={cancelTo} className="btn btn-outline-secondary">
              {t('actions.cancel')}
            </Link>
          </div>
        </form>
      </FieldNamespace.Provider>
    </FormProvider>
  )
}
