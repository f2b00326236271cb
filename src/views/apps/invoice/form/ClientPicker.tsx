import { useState } from 'react'
import { UserPlus } from 'lucide-react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { ObjectSelectField } from '@core/forms/fields/ObjectSelectField'
import { useGetInvoiceClientsQuery } from '../api'
import { ClientAddress } from '../components/ClientAddress'
import type { InvoiceClient } from '../contract'
import { NewClientPanel } from './NewClientPanel'
import type { InvoiceForm } from './schema'

// A new invoice's empty client has no key: no client is chosen yet.
const clientKey = (client: InvoiceClient) => (client.name ? `${client.name}|${client.companyEmail}` : '')
const clientLabel = (client: InvoiceClient) =>
  client.company ? `${client.name} · ${client.company}` : client.name

/** The known clients, the invoice's own (on edit) and those added here; a new one is chosen as it is added. */
export function ClientPicker() {
  const { t } = useTranslation('invoice')
  const { setValue } = useFormContext<InvoiceForm>()
  const { data: known = [] } = useGetInvoiceClientsQuery()
  const [added, setAdded] = useState<InvoiceClient[]>([])
  const [panelOpen, setPanelOpen] = useState(false)
  const addClient = (client: InvoiceClient) => {
    setAdded((current) => [...current, client])
    setValue('client', client, { shouldDirty: true, shouldValidate: true })
  }
  return (
    <>
      <ObjectSelectField<InvoiceForm, InvoiceClient>
        id="invoice-client"
        name="client"
        label={t('form.client')}
        className=""
        selectClassName="invoice-client-select"
        options={[...known, ...added]}
        optionKey={clientKey}
        optionLabel={clientLabel}
        placeholder={t('form.chooseClient')}
        aside={
          <Button type="button" color="primary" outline onClick={() => setPanelOpen(true)}>
            <UserPlus size={16} className="me-2" aria-hidden="true" />
            {t('form.addClient')}
          </Button>
        }
        details={(client) => (
          <ClientAddress client={client} className="mt-3 mb-0 small text-body-secondary" />
        )}
      />
      <NewClientPanel isOpen={panelOpen} onClose={() => setPanelOpen(false)} onAdd={addClient} />
    </>
  )
}
