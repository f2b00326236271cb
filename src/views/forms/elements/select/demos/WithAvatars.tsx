import { Flag } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { demoTeam } from '@/utility/people.contract'
import { Form } from '@core/forms/Form'

const priorities = ['low', 'medium', 'high'] as const
const flagColour = { low: 'text-success', medium: 'text-warning', high: 'text-danger' }

/** Options with a picture (initials when there is none) or an icon before the label. */
export default function SelectWithAvatars() {
  const { t } = useTranslation('formElements')
  const people = demoTeam.map((person) => ({ value: person.name, label: person.name, avatar: person.avatar }))
  const levels = priorities.map((value) => ({
    value,
    label: t(`select.sample.priorities.${value}`),
    icon: <Flag size={14} aria-hidden="true" className={flagColour[value]} />
  }))
  return (
    <Form defaultValues={{ owner: 'Astrid Nyhus', priority: 'medium' }}>
      <ReactSelectField name="owner" label={t('select.sample.owner')} options={people} />
      <ReactSelectField
        name="priority"
        label={t('select.sample.priority')}
        options={levels}
        className="mb-0"
      />
    </Form>
  )
}
