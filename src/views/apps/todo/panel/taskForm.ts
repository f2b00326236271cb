import { z } from 'zod/mini'
import { zPerson } from '@/utility/contract'
import { assigneeOnWire, taskSchema, type Task, type TaskFields } from '../contract'

/** Delete and Restore are their own buttons; the assignee is picked as a `Person`. */
export const taskFormSchema = z.extend(z.omit(taskSchema, { id: true, isDeleted: true }), {
  assignee: z.nullable(zPerson())
})
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

export const formOf = ({ id: _id, isDeleted: _deleted, assignee, ...fields }: Task): TaskForm => ({
  ...fields,
  assignee: assignee && assigneeOnWire.toPerson(assignee)
})

export const taskFieldsOf = ({ assignee, ...fields }: TaskForm): TaskFields => ({
  ...fields,
  assignee: assignee && assigneeOnWire.toWire(assignee)
})
