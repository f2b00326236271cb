import { useTranslation } from 'react-i18next'
import { Label } from 'reactstrap'
import { Controller, useFormContext } from 'react-hook-form'
import { PersonAvatar } from '@core/components/Avatar'
import { Select } from '@core/components/select/Select'
import { asPerson, demoTeam } from '@/utility/people.contract'
import { maxGuests } from '../contract'
import type { EventFormValues } from '../eventValues'

interface GuestOption {
  value: string
  label: string
}

const optionOf = (name: string): GuestOption => ({ value: name, label: name })
const options = demoTeam.map(({ name }) => optionOf(name))

export function GuestPicker({ id }: { id: string }) {
  const { t } = useTranslation('calendar')
  const { control } = useFormContext<EventFormValues>()
  return (
    <div className="mb-3">
      <Label for={id}>{t('fields.guests')}</Label>
      <Controller
        control={control}
        name="guests"
        render={({ field }) => (
          <Select<GuestOption, true>
            inputId={id}
            isMulti
            options={options}
            value={field.value.map(optionOf)}
            onChange={(chosen) => field.onChange(chosen.slice(0, maxGuests).map((option) => option.value))}
            onBlur={field.onBlur}
            placeholder={t('fields.guestsPlaceholder')}
            formatOptionLabel={(option) => (
              <span className="d-inline-flex align-items-center gap-2">
                <PersonAvatar person={asPerson(option.label)} size="sm" decorative />
                {option.label}
              </span>
            )}
          />
        )}
      />
    </div>
  )
}
