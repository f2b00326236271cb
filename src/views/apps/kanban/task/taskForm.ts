import { z } from 'zod/mini'
import { limits, zPerson } from '@/utility/contract'
import { assigneeOnWire, taskLimits, taskSchema, type Task, type TaskUpdate } from '../contract'

export const taskFormSchema = z.extend(
  z.pick(taskSchema, {
    title: true,
    dueDate: true,
    labels: true,
    assignedTo: true,
    attachments: true,
    description: true
  }),
  {
    title: z
      .string()
      .check(z.trim(), z.minLength(1, 'validation.titleRequired'), z.maxLength(limits.shortText)),
    coverImage: z.string().check(z.maxLength(limits.text)),
    assignedTo: z.array(zPerson()).check(z.maxLength(taskLimits.people)),
    /** The comment being written: posted on its own, never saved with the task. */
    comment: z.string().check(z.maxLength(limits.text))
  }
)
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
