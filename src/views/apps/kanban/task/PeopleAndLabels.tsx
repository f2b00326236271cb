import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PersonAvatar } from '@core/components/Avatar'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { asPerson, demoTeam } from '@/utility/people.contract'
import { taskLabels, taskLimits, type Assignee } from '../contract'
import { useLabelText } from '../labels'
import type { TaskFormValues } from './taskForm'

export function LabelsField() {
  const { t } = useTranslation('kanban')
  const text = useLabelText()
  const chosen = useWatch<TaskFormValues, 'labels'>({ name: 'labels' })
  const option = (value: string) => ({ value, label: text(value) })
  const canAdd = (input: string) => {
    const typed = input.trim().toLowerCase()
    const taken = [...taskLabels, ...chosen]
      .map(option)
      .some((item) => item.value.toLowerCase() === typed || item.label.toLowerCase() === typed)
    return (
      typed.length > 0 &&
      typed.length <= taskLimits.labelLength &&
      chosen.length < taskLimits.labels &&
      !taken
    )
  }
  return (
    <ReactSelectField<TaskFormValues>
      name="labels"
      label={t('panel.fields.labels')}
      isMulti
      creatable
      options={taskLabels.map(option)}
      toOption={option}
      isValidNewOption={canAdd}
      getNewOptionData={(input) => option(input.trim())}
    />
  )
}

export function AssigneesField() {
  const { t } = useTranslation('kanban')
  const chosen = useWatch<TaskFormValues, 'assignedTo'>({ name: 'assignedTo' })
  // People already on the task who left the team stay choosable.
  const team = demoTeam.map(({ name, avatar }) => ({ title: name, img: avatar }))
  const options = [
    ...team,
    ...chosen.filter((person) => !team.some((member) => member.title === person.title))
  ]
  return (
    <ReactSelectField<TaskFormValues, Assignee>
      name="assignedTo"
      label={t('panel.fields.assignees')}
      isMulti
      keepOptions
      options={options}
      getOptionValue={(person) => person.title}
      getOptionLabel={(person) => person.title}
      formatOptionLabel={(person) => (
        <span className="d-inline-flex align-items-center gap-2">
          <PersonAvatar person={asPerson(person.title, person.img)} size="sm" decorative />
          {person.title}
        </span>
      )}
    />
  )
}
