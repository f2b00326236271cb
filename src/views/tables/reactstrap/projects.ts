import { asPerson, type Person } from '@/utility/people.contract'

export const projectStatuses = ['active', 'pending', 'completed', 'scheduled'] as const
export type ProjectStatus = (typeof projectStatuses)[number]

export interface Project {
  key: string
  lead: Person
  members: number
  status: ProjectStatus
}

/** The sample rows every table of the page shows; names and statuses are translated by key. */
export const projects: readonly Project[] = [
  { key: 'harbour', lead: asPerson('Astrid Nyhus'), members: 6, status: 'active' },
  { key: 'orchard', lead: asPerson('Felipe Ortega'), members: 3, status: 'pending' },
  { key: 'lantern', lead: asPerson('Chiamaka Eze'), members: 9, status: 'completed' },
  { key: 'compass', lead: asPerson('Henrik Aalto'), members: 4, status: 'scheduled' },
  { key: 'meadow', lead: asPerson('Maya Goldberg'), members: 5, status: 'active' }
]

export const statusColor: Record<ProjectStatus, string> = {
  active: 'primary',
  pending: 'warning',
  completed: 'success',
  scheduled: 'info'
}
