import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PeopleField } from '@core/forms/fields/PeopleField'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { demoTeam } from '@/utility/people.contract'
import { taskLabels, taskLimits } from '../contract'
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
  return (
    <PeopleField<TaskFormValues>
      name="assignedTo"
      label={t('panel.fields.assignees')}
      isMulti
      maxChoices={taskLimits.people}
      people={demoTeam}
    />
  )
}
