import { useId } from 'react'
import { useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Label } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import { CreatableSelect } from '@core/components/select/Select'
import { FieldNotes, useErrorText } from '@core/forms/fields/Field'
import { emailPattern } from '@/utility/contract'
import type { EmailAddress } from '../contract'
import type { ComposeValues } from './schema'

export interface Contact extends EmailAddress {
  avatar?: string
}

interface Props {
  name: 'to' | 'cc' | 'bcc'
  label: string
  contacts: Contact[]
}

const isAddress = (text: string) => emailPattern.test(text.trim())

function AddressField({ name, label, contacts }: Props) {
  const { t } = useTranslation('email')
  const id = useId()
  const { field, fieldState } = useController<ComposeValues, typeof name>({ name })
  const errorText = useErrorText(fieldState.error)
  return (
    <>
      <div className="nl-composer-field d-flex align-items-center gap-2">
        <Label for={id} className="mb-0 nl-composer-label">
          {label}
        </Label>
        <CreatableSelect<Contact, true>
          inputId={id}
          className="flex-grow-1"
          isMulti
          value={field.value}
          options={contacts}
          onChange={(next) => field.onChange([...next])}
          onBlur={field.onBlur}
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
          aria-invalid={Boolean(errorText) || undefined}
          aria-describedby={errorText ? `${id}-error` : undefined}
        />
      </div>
      <FieldNotes id={id} errorText={errorText} />
    </>
  )
}

export default AddressField
