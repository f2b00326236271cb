import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { contractResolver } from '@core/forms/contractResolver'
import { FormPanel, type PanelProps } from '@core/forms/FormPanel'
import { Field } from '../components/Field'
import { newClientSchema, type ClientForm } from './schema'

const empty: ClientForm = { name: '', company: '', companyEmail: '', address: '', country: '', contact: '' }
const fields = ['name', 'company', 'companyEmail', 'address', 'country', 'contact'] as const
const inputTypes: Partial<Record<keyof ClientForm, string>> = { companyEmail: 'email', contact: 'tel' }

interface Props extends PanelProps {
  onAdd: (client: ClientForm) => void
}

/** The client is saved with the invoice: the API has no client endpoint. */
export function NewClientPanel({ isOpen, onClose, onAdd }: Props) {
  const { t } = useTranslation('invoice')
  const form = useForm<ClientForm>({ resolver: contractResolver(newClientSchema), defaultValues: empty })
  return (
    <FormPanel
      isOpen={isOpen}
      title={t('client.title')}
      form={form}
      onSubmit={async (client) => onAdd(client)}
      onClose={onClose}
      submitLabel={t('client.add')}
    >
      {fields.map((name) => (
        <Field
          key={name}
          id={`new-client-${name}`}
          label={t(`client.${name}`)}
          type={inputTypes[name] ?? 'text'}
          registration={form.register(name)}
          error={form.formState.errors[name]}
        />
      ))}
    </FormPanel>
  )
}
