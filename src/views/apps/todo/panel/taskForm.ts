import { taskSchema, type Task } from '../contract'

/** Delete and Restore are their own buttons. */
export const taskFormSchema = taskSchema.omit({ id: true, isDeleted: true })
export type TaskForm = ReturnType<typeof taskFormSchema.parse>

export const emptyTask: TaskForm = {
  title: '',
  dueDate: '',
  description: '',
  assignee: null,
  tags: [],
  isCompleted: false,
  isImportant: false
}

export const formOf = ({ id: _id, isDeleted: _deleted, ...fields }: Task): TaskForm => fields
