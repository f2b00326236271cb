import { useId } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormGroup, Label } from 'reactstrap'
import { PersonAvatar } from '@core/components/Avatar'
import { CreatableSelect, Select } from '@core/components/select/Select'
import { asPerson, demoTeam } from '@/utility/people.contract'
import { taskLabels, taskLimits, type Assignee } from '../contract'
import { useLabelText } from '../labels'
import type { TaskFormValues } from './taskForm'

interface LabelOption {
  value: string
  label: string
}

const toOption = (text: (label: string) => string) => (value: string) => ({ value, label: text(value) })

export function LabelsField() {
  const { t } = useTranslation('kanban')
  const id = useId()
  const { control } = useFormContext<TaskFormValues>()
  const { field } = useController({ control, name: 'labels' })
  const option = toOption(useLabelText())
  const known = [...taskLabels, ...field.value].map(option)
  const canAdd = (input: string) => {
    const text = input.trim().toLowerCase()
    const taken = known.some((item) => item.value.toLowerCase() === text || item.label.toLowerCase() === text)
    return (
      text.length > 0 &&
      text.length <= taskLimits.labelLength &&
      field.value.length < taskLimits.labels &&
      !taken
    )
  }
  return (
    <FormGroup>
      <Label for={id}>{t('panel.fields.labels')}</Label>
      <CreatableSelect<LabelOption, true>
        inputId={id}
        isMulti
        options={taskLabels.map(option)}
        value={field.value.map(option)}
        isValidNewOption={canAdd}
        getNewOptionData={(input) => option(input.trim())}
        onChange={(chosen) => field.onChange(chosen.map((item) => item.value))}
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
  const team = demoTeam.map(({ name, avatar }) => ({ title: name, img: avatar }))
  const options = [
    ...team,
    ...field.value.filter((person) => !team.some((member) => member.title === person.title))
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
            <PersonAvatar person={asPerson(person.title, person.img)} size="sm" decorative />
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
