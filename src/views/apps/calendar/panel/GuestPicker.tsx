import { useTranslation } from 'react-i18next'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { asPerson, demoTeam } from '@/utility/people.contract'
import { maxGuests } from '../contract'
import type { EventFormValues } from '../eventValues'

const optionOf = (name: string) => ({ value: name, label: name, avatar: asPerson(name).avatar })
const options = demoTeam.map(({ name }) => optionOf(name))

export function GuestPicker({ id }: { id: string }) {
  const { t } = useTranslation('calendar')
  return (
    <ReactSelectField<EventFormValues>
      id={id}
      name="guests"
      label={t('fields.guests')}
      isMulti
      maxChoices={maxGuests}
      options={options}
      toOption={optionOf}
      placeholder={t('fields.guestsPlaceholder')}
    />
  )
}
