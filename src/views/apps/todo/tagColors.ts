import type { TodoTag } from './routes.contract'

export const tagColors: Record<TodoTag, 'primary' | 'success' | 'warning' | 'danger' | 'info'> = {
  team: 'primary',
  low: 'success',
  medium: 'warning',
  high: 'danger',
  update: 'info'
}
