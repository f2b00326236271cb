import { z } from 'zod'
import { limits, zPerson } from '@/utility/contract'
import { assigneeOnWire, taskLimits, taskSchema, type Task, type TaskUpdate } from '../contract'

export const taskFormSchema = taskSchema
  .pick({ title: true, dueDate: true, labels: true, assignedTo: true, attachments: true, description: true })
  .extend({
    title: z.string().trim().min(1, 'validation.titleRequired').max(limits.shortText),
    coverImage: z.string().max(limits.text),
    assignedTo: z.array(zPerson()).max(taskLimits.people),
    /** The comment being written: posted on its own, never saved with the task. */
    comment: z.string().max(limits.text)
  })
export type TaskFormValues = z.infer<typeof taskFormSchema>

export function formValuesOf(task: Task | undefined): TaskFormValues {
  return {
    title: task?.title ?? '',
    dueDate: task?.dueDate ?? '',
    labels: task?.labels ?? [],
    assignedTo: (task?.assignedTo ?? []).map(assigneeOnWire.toPerson),
    attachments: task?.attachments ?? [],
    description: task?.description ?? '',
    coverImage: task?.coverImage ?? '',
    comment: ''
  }
}

export const taskUpdateOf = (
  id: number,
  { assignedTo, comment: _draft, ...values }: TaskFormValues
): TaskUpdate => ({
  id,
  ...values,
  assignedTo: assignedTo.map(assigneeOnWire.toWire)
})
