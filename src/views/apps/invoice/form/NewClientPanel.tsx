import { useTranslation } from 'react-i18next'
import { FormPanel, type PanelProps } from '@core/forms/FormPanel'
import { TextField } from '@core/forms/fields/TextField'
import { newClientSchema, type ClientForm } from './schema'

const empty: ClientForm = { name: '', company: '', companyEmail: '', address: '', country: '', contact: '' }
const fields = ['name', 'company', 'companyEmail', 'address', 'country', 'contact'] as const
const inputTypes: Partial<Record<keyof ClientForm, 'email' | 'tel'>> = {
  companyEmail: 'email',
  contact: 'tel'
}

interface Props extends PanelProps {
  onAdd: (client: ClientForm) => void
}

/** The client is saved with the invoice: the API has no client endpoint. */
export function NewClientPanel({ isOpen, onClose, onAdd }: Props) {
  const { t } = useTranslation('invoice')
  return (
    <FormPanel
      namespace="invoice"
      isOpen={isOpen}
      title={t('client.title')}
      schema={newClientSchema}
      defaultValues={empty}
      onSubmit={async (client) => onAdd(client)}
      onClose={onClose}
      submitLabel={t('client.add')}
    >
      {fields.map((name) => (
        <TextField
          key={name}
          id={`new-client-${name}`}
          label={t(`client.${name}`)}
          type={inputTypes[name] ?? 'text'}
          name={name}
        />
      ))}
    </FormPanel>
  )
}
