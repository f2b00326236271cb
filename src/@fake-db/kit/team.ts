import { demoTeam, type Person } from '@/utility/people.contract'

const named = (name: string): Person => demoTeam.find((person) => person.name === name)!

/** The people the task seeds (kanban, todo) assign, in the order they index them; the last has no picture. */
export const taskTeam: readonly Person[] = [
  'Astrid Nyhus',
  'Felipe Ortega',
  'Jae-won Choi',
  'Luca Bianchi',
  'Stellan Björk',
  'Nikolai Berg'
].map(named)

/** A seeded user's picture and colour: the team's for its members. */
export const teamLook = (name: string): Pick<Person, 'avatar' | 'color'> | undefined =>
  demoTeam.find((person) => person.name === name)
