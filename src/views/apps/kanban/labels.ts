import type { TaskLabel } from './contract'

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
