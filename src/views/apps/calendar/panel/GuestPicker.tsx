import { useTranslation } from 'react-i18next'
import { PeopleField } from '@core/forms/fields/PeopleField'
import { demoTeam } from '@/utility/people.contract'
import { maxGuests } from '../contract'
import type { EventFormValues } from '../eventValues'

export function GuestPicker({ id }: { id: string }) {
  const { t } = useTranslation('calendar')
  return (
    <PeopleField<EventFormValues>
      id={id}
      name="guests"
      label={t('fields.guests')}
      isMulti
      maxChoices={maxGuests}
      people={demoTeam}
      placeholder={t('fields.guestsPlaceholder')}
    />
  )
}
