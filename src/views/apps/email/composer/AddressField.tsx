import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Label } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import { Select } from '@core/components/select/Select'
import { emailPattern } from '@/utility/contract'
import type { EmailAddress } from '../contract'

export interface Contact extends EmailAddress {
  avatar?: string
}

interface Props {
  label: string
  value: Contact[]
  onChange: (value: Contact[]) => void
  contacts: Contact[]
  invalid?: boolean
  describedBy?: string
}

const isAddress = (text: string) => emailPattern.test(text.trim())

function AddressField({ label, value, onChange, contacts, invalid, describedBy }: Props) {
  const { t } = useTranslation('email')
  const id = useId()
  return (
    <div className="nl-composer-field d-flex align-items-center gap-2">
      <Label for={id} className="mb-0 nl-composer-label">
        {label}
      </Label>
      <Select<Contact, true>
        inputId={id}
        className="flex-grow-1"
        isMulti
        creatable
        value={value}
        options={contacts}
        onChange={(next) => onChange([...next])}
        getOptionValue={(contact) => contact.email}
        getOptionLabel={(contact) => (contact.name ? `${contact.name} <${contact.email}>` : contact.email)}
        isValidNewOption={isAddress}
        getNewOptionData={(input) => ({ name: '', email: input.trim() })}
        formatCreateLabel={(input) => t('compose.addAddress', { address: input })}
        noOptionsMessage={({ inputValue }) =>
          inputValue ? t('compose.notAnAddress') : t('compose.noContacts')
        }
        formatOptionLabel={(contact, { context }) =>
          context === 'menu' ? (
            <span className="d-flex align-items-center gap-2">
              <Avatar name={contact.name || contact.email} src={contact.avatar} size="sm" decorative />
              <span>
                {contact.name || contact.email}
                <span className="d-block small text-body-secondary">{contact.email}</span>
              </span>
            </span>
          ) : (
            contact.name || contact.email
          )
        }
        placeholder=""
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </div>
  )
}

export default AddressField
