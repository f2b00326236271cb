import type { TodoTag } from './routes.contract'

/** Each tag's Bootstrap theme colour: its sidebar bullet and its badge. */
export const tagColors: Record<TodoTag, 'primary' | 'success' | 'warning' | 'danger' | 'info'> = {
  team: 'primary',
  low: 'success',
  medium: 'warning',
  high: 'danger',
  update: 'info'
}
