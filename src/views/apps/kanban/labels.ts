import type { TaskLabel } from './contract'

/** The Bootstrap tone each label is drawn in (text `labels.<value>` of the `kanban` namespace). */
export const labelTone: Record<
  TaskLabel,
  'primary' | 'success' | 'danger' | 'warning' | 'info' | 'secondary'
> = {
  design: 'primary',
  research: 'info',
  frontend: 'success',
  backend: 'warning',
  bug: 'danger',
  docs: 'secondary'
}
