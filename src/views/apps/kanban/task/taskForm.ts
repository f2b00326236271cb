import { z } from 'zod'
import { limits } from '@/utility/contract'
import { taskSchema, type Task } from '../contract'

export const taskFormSchema = taskSchema
  .pick({ title: true, dueDate: true, labels: true, assignedTo: true, attachments: true, description: true })
  .extend({
    title: z.string().trim().min(1, 'validation.titleRequired').max(limits.shortText),
    coverImage: z.string().max(limits.text)
  })
export type TaskFormValues = z.infer<typeof taskFormSchema>

export function formValuesOf(task: Task | undefined): TaskFormValues {
  return {
    title: task?.title ?? '',
    dueDate: task?.dueDate ?? '',
    labels: task?.labels ?? [],
    assignedTo: task?.assignedTo ?? [],
    attachments: task?.attachments ?? [],
    description: task?.description ?? '',
    coverImage: task?.coverImage ?? ''
  }
}
