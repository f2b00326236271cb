import { useId } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormGroup, Label } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import { Select } from '@core/components/select/Select'
import { kanbanTeam, taskLabels, type Assignee, type TaskLabel } from '../contract'
import type { TaskFormValues } from './taskForm'

interface LabelOption {
  value: TaskLabel
  label: string
}

export function LabelsField() {
  const { t } = useTranslation('kanban')
  const id = useId()
  const { control } = useFormContext<TaskFormValues>()
  const { field } = useController({ control, name: 'labels' })
  const options: LabelOption[] = taskLabels.map((value) => ({ value, label: t(`labels.${value}`) }))
  return (
    <FormGroup>
      <Label for={id}>{t('panel.fields.labels')}</Label>
      <Select<LabelOption, true>
        inputId={id}
        isMulti
        options={options}
        value={options.filter((option) => field.value.includes(option.value))}
        onChange={(chosen) => field.onChange(chosen.map((option) => option.value))}
        onBlur={field.onBlur}
      />
    </FormGroup>
  )
}

export function AssigneesField() {
  const { t } = useTranslation('kanban')
  const id = useId()
  const { control } = useFormContext<TaskFormValues>()
  const { field } = useController({ control, name: 'assignedTo' })
  // People already on the task who left the team stay choosable.
  const options = [
    ...kanbanTeam,
    ...field.value.filter((person) => !kanbanTeam.some((member) => member.title === person.title))
  ]
  return (
    <FormGroup>
      <Label for={id}>{t('panel.fields.assignees')}</Label>
      <Select<Assignee, true>
        inputId={id}
        isMulti
        options={options}
        getOptionValue={(person) => person.title}
        getOptionLabel={(person) => person.title}
        formatOptionLabel={(person) => (
          <span className="d-inline-flex align-items-center gap-2">
            <Avatar name={person.title} src={person.img} size="sm" decorative />
            {person.title}
          </span>
        )}
        value={options.filter((person) => field.value.some((chosen) => chosen.title === person.title))}
        onChange={(chosen) => field.onChange(chosen.map(({ title, img }) => ({ title, img })))}
        onBlur={field.onBlur}
      />
    </FormGroup>
  )
}
