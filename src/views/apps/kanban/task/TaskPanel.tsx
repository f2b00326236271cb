import { useId } from 'react'
import { Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { RichTextField } from '@core/forms/fields/RichTextField'
import { DateField } from '@core/forms/fields/DateField'
import { TextField } from '@core/forms/fields/TextField'
import { mutate } from '@core/forms/mutate'
import { FormPanel, type PanelProps } from '@core/forms/FormPanel'
import { useConfirmDelete } from '@core/list/useConfirmDelete'
import { OpenElsewhereNote } from '@core/components/OpenElsewhereNote'
import { RecordHistory } from '@widgets/activity/RecordHistory'
import { useDeleteBoardTaskMutation, useUpdateBoardTaskMutation } from '../api'
import type { Task } from '../contract'
import { AttachmentsField, CoverField } from './CoverAndFiles'
import { AssigneesField, LabelsField } from './PeopleAndLabels'
import { TaskComments } from './TaskComments'
import { formValuesOf, taskFormSchema, taskUpdateOf, type TaskFormValues } from './taskForm'
import { limits } from '@/utility/contract'

// TipTap is the heaviest part of the panel: its own chunk, fetched as the panel opens.

interface Props extends PanelProps {
  task: Task | undefined
}

export function TaskPanel({ task, isOpen, onClose }: Props) {
  const { t } = useTranslation('kanban')
  const id = useId()
  const [updateTask] = useUpdateBoardTaskMutation()
  const [deleteTask] = useDeleteBoardTaskMutation()
  const { ask, dialog } = useConfirmDelete<Task>({
    remove: async (doomed) => {
      const result = await deleteTask(doomed.id)
      if (!result.error) onClose()
      return result
    },
    title: t('confirm.deleteTask'),
    message: ({ title }) => t('confirm.deleteTaskMessage', { title }),
    deleted: ({ title }) => t('toasts.taskDeleted', { title }),
    failed: ({ title }, message) => t('toasts.taskDeleteFailed', { title, message })
  })

  const save = async (values: TaskFormValues) => {
    if (!task) return
    return mutate(updateTask(taskUpdateOf(task.id, values)), {
      done: (data) => t('toasts.taskSaved', { title: data.task.title }),
      failed: false
    })
  }

  return (
    <>
      <FormPanel
        namespace="kanban"
        isOpen={isOpen}
        title={t('panel.title')}
        schema={taskFormSchema}
        defaultValues={formValuesOf(task)}
        onSubmit={save}
        onClose={onClose}
        submitLabel={t('panel.save')}
      >
        {task && <OpenElsewhereNote entity="task" id={task.id} />}
        <TextField
          id={`${id}-title`}
          label={t('panel.fields.title')}
          name="title"
          maxLength={limits.shortText}
        />
        <DateField id={`${id}-due`} label={t('panel.fields.dueDate')} name="dueDate" />
        <LabelsField />
        <AssigneesField />
        <CoverField />
        <AttachmentsField />
        <RichTextField<TaskFormValues>
          name="description"
          label={t('panel.fields.description')}
          placeholder={t('panel.descriptionPlaceholder')}
        />
        {task && (
          <>
            <Button type="button" color="danger" outline className="mb-3" onClick={() => ask(task)}>
              <Trash2 size={16} className="me-1" aria-hidden="true" />
              {t('panel.delete')}
            </Button>
            <TaskComments task={task} />
            <RecordHistory entity="task" id={task.id} inPanel />
          </>
        )}
      </FormPanel>
      {dialog}
    </>
  )
}
