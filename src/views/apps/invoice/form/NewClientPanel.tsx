import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { Button, Offcanvas, OffcanvasBody, OffcanvasHeader } from 'reactstrap'
import { Field } from '../components/Field'
import { clientSchema, type ClientForm } from './schema'

const empty: ClientForm = { name: '', company: '', companyEmail: '', address: '', country: '', contact: '' }
const fields = ['name', 'company', 'companyEmail', 'address', 'country', 'contact'] as const
const inputTypes: Partial<Record<keyof ClientForm, string>> = { companyEmail: 'email', contact: 'tel' }

interface Props {
  isOpen: boolean
  onClose: () => void
  onAdd: (client: ClientForm) => void
}

/** "Add new customer": the client is saved with the invoice (the API has no client endpoint). */
export function NewClientPanel({ isOpen, onClose, onAdd }: Props) {
  const { t } = useTranslation('invoice')
  const { register, handleSubmit, formState, reset } = useForm<ClientForm>({ resolver: zodResolver(clientSchema), defaultValues: empty })
  const close = () => {
    reset(empty)
    onClose()
  }
  const add = (client: ClientForm) => {
    onAdd(client)
    close()
  }

  return (
    <Offcanvas isOpen={isOpen} toggle={close} direction="end" className="invoice-offcanvas" labelledBy="new-client-title">
      <OffcanvasHeader toggle={close}>
        <span id="new-client-title">{t('client.title')}</span>
      </OffcanvasHeader>
      <OffcanvasBody>
        {/* Its own form element: a portal keeps it outside the invoice form in the DOM, but React
            would still bubble its submit to the invoice form, hence stopPropagation. */}
        <form noValidate onSubmit={(event) => { event.stopPropagation(); void handleSubmit(add)(event) }}>
          {fields.map((name) => (
            <Field key={name} id={`new-client-${name}`} label={t(`client.${name}`)} type={inputTypes[name] ?? 'text'} registration={register(name)} error={formState.errors[name]} />
          ))}
          <div className="d-flex gap-2">
            <Button type="submit" color="primary">{t('client.add')}</Button>
            <Button type="button" color="secondary" outline onClick={close}>{t('actions.cancel')}</Button>
          </div>
        </form>
      </OffcanvasBody>
    </Offcanvas>
  )
}
