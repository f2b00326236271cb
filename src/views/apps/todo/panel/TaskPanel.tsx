import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { RotateCcw, Trash2 } from 'lucide-react'
import { CheckField } from '@core/forms/fields/CheckField'
import { RichTextField } from '@core/forms/fields/RichTextField'
import { DateField } from '@core/forms/fields/DateField'
import { TextField } from '@core/forms/fields/TextField'
import { mutate } from '@core/forms/mutate'
import { FormPanel, type PanelProps } from '@core/forms/FormPanel'
import { useAddTaskMutation, useUpdateTaskMutation } from '../api'
import type { Task } from '../contract'
import { PeopleAndTags } from './PeopleAndTags'
import { emptyTask, formOf, taskFieldsOf, taskFormSchema, type TaskForm } from './taskForm'
import { limits } from '@/utility/contract'

// TipTap in a chunk of its own (shared with every screen that edits rich text), fetched as the panel opens.

export interface TaskPanelProps extends PanelProps {
  task: Task | null
  onDelete: (task: Task) => void
  onRestore: (task: Task) => void
}

function TaskPanel({ task, isOpen, onClose, onDelete, onRestore }: TaskPanelProps) {
  const { t } = useTranslation('todo')
  const [addTask] = useAddTaskMutation()
  const [updateTask] = useUpdateTaskMutation()

  const submit = (values: TaskForm) =>
    mutate(task ? updateTask({ ...taskFieldsOf(values), id: task.id }) : addTask(taskFieldsOf(values)), {
      done: (data) => t(task ? 'toasts.updated' : 'toasts.added', { title: data.task.title }),
      failed: false
    })
  const leave = (then: (task: Task) => void) => {
    if (!task) return
    onClose()
    then(task)
  }

  return (
    <FormPanel
      namespace="todo"
      isOpen={isOpen}
      title={t(task ? 'panel.editTitle' : 'panel.addTitle')}
      intro={task?.isDeleted ? t('panel.deletedNote') : undefined}
      schema={taskFormSchema}
      defaultValues={task ? formOf(task) : emptyTask}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t(task ? 'panel.save' : 'panel.add')}
    >
      <TextField id="task-title" label={t('fields.title')} name="title" maxLength={limits.shortText} />
      <PeopleAndTags />
      <DateField id="task-due" label={t('fields.dueDate')} name="dueDate" />
      <RichTextField<TaskForm>
        name="description"
        label={t('fields.description')}
        placeholder={t('fields.descriptionPlaceholder')}
      />
      <div className="d-flex flex-wrap gap-4 mb-4">
        <CheckField
          switch
          id="task-important"
          name="isImportant"
          label={t('fields.important')}
          className="mb-0"
        />
        <CheckField
          switch
          id="task-completed"
          name="isCompleted"
          label={t('fields.completed')}
          className="mb-0"
        />
      </div>
      {task && (
        <div className="mb-3">
          {task.isDeleted ? (
            <Button type="button" color="success" outline onClick={() => leave(onRestore)}>
              <RotateCcw size={16} className="me-1" aria-hidden="true" />
              {t('panel.restore')}
            </Button>
          ) : (
            <Button type="button" color="danger" outline onClick={() => leave(onDelete)}>
              <Trash2 size={16} className="me-1" aria-hidden="true" />
              {t('panel.delete')}
            </Button>
          )}
        </div>
      )}
    </FormPanel>
  )
}

export default TaskPanel
