import { useState } from 'react'
import { UserPlus } from 'lucide-react'
import { useController, useFormContext, useFormState } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a control of its own, not yet in the family
import { Button, FormFeedback, Input, Label } from 'reactstrap'
import { useGetInvoiceClientsQuery } from '../api'
import type { InvoiceClient } from '../contract'
import { NewClientPanel } from './NewClientPanel'
import type { InvoiceForm } from './schema'

const sameClient = (a: InvoiceClient, b: InvoiceClient) =>
  a.name === b.name && a.companyEmail === b.companyEmail

export function ClientPicker() {
  const { t } = useTranslation('invoice')
  const { control } = useFormContext<InvoiceForm>()
  const { field } = useController({ control, name: 'client' })
  const { data: known = [] } = useGetInvoiceClientsQuery()
  const [added, setAdded] = useState<InvoiceClient[]>([])
  const [panelOpen, setPanelOpen] = useState(false)

  // The invoice's own client (on edit) and new ones are offered alongside the known five.
  const options = [...known, ...added]
  if (field.value.name && !options.some((client) => sameClient(client, field.value)))
    options.push(field.value)
  const selected = options.findIndex((client) => sameClient(client, field.value))
  const { errors } = useFormState({ control, name: 'client' })
  const error = errors.client?.name?.message

  const addClient = (client: InvoiceClient) => {
    setAdded((current) => [...current, client])
    field.onChange(client)
  }

  return (
    <div>
      <Label for="invoice-client">{t('form.client')}</Label>
      <div className="d-flex flex-wrap gap-2">
        <Input
          id="invoice-client"
          type="select"
          className="invoice-client-select"
          innerRef={field.ref}
          value={selected}
          invalid={Boolean(error)}
          aria-describedby={error ? 'invoice-client-error' : undefined}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(options[Number(event.target.value)] ?? field.value)}
        >
          <option value={-1} disabled>
            {t('form.chooseClient')}
          </option>
          {options.map((client, index) => (
            <option key={`${client.name}|${client.companyEmail}`} value={index}>
              {client.company ? `${client.name} · ${client.company}` : client.name}
            </option>
          ))}
        </Input>
        <Button type="button" color="primary" outline onClick={() => setPanelOpen(true)}>
          <UserPlus size={16} className="me-2" aria-hidden="true" />
          {t('form.addClient')}
        </Button>
        {error && (
          <FormFeedback id="invoice-client-error" className="d-block w-100">
            {t(error)}
          </FormFeedback>
        )}
      </div>
      {field.value.name && (
        <address className="mt-3 mb-0 small text-body-secondary">
          {[
            field.value.company,
            field.value.address,
            field.value.country,
            field.value.contact,
            field.value.companyEmail
          ]
            .filter(Boolean)
            .map((line) => (
              <div key={line}>
                <bdi>{line}</bdi>
              </div>
            ))}
        </address>
      )}
      <NewClientPanel isOpen={panelOpen} onClose={() => setPanelOpen(false)} onAdd={addClient} />
    </div>
  )
}
