import { publicUrl } from '@/utility/publicUrl'

/** The demo team every app picks people from (calendar guests, task assignees, users), in plain code without zod. */

export const avatarColors = ['primary', 'success', 'danger', 'warning', 'info', 'secondary'] as const
export type AvatarColor = (typeof avatarColors)[number]

/** A person of the team: `id` is their user id, `avatar` an image path or `''` for initials on `color`. */
export interface Person {
  id: number
  name: string
  avatar: string
  color: AvatarColor
}

const member = (id: number, name: string, picture: number, color: AvatarColor): Person => ({
  id,
  name,
  avatar: picture > 0 ? publicUrl(`images/avatars/${picture}.svg`) : '',
  color
})

export const demoTeam: readonly Person[] = [
  member(27, 'Aiko Fujimoto', 1, 'primary'),
  member(1, 'Astrid Nyhus', 2, 'success'),
  member(3, 'Chiamaka Eze', 3, 'danger'),
  member(5, 'Esme Whitford', 4, 'warning'),
  member(6, 'Felipe Ortega', 5, 'info'),
  member(8, 'Henrik Aalto', 6, 'secondary'),
  member(10, 'Jae-won Choi', 7, 'primary'),
  member(11, 'Katarina Horvat', 8, 'success'),
  member(12, 'Luca Bianchi', 9, 'danger'),
  member(13, 'Maya Goldberg', 10, 'warning'),
  member(19, 'Stellan Björk', 11, 'info'),
  member(22, 'Vera Kowalczyk', 12, 'secondary'),
  member(14, 'Nikolai Berg', 0, 'primary')
]

/** The team member of that name (their picture unless `avatar` is given), else a stand-in. */
export function asPerson(name: string, avatar?: string): Person {
  const member = demoTeam.find((person) => person.name === name)
  if (member) return avatar === undefined ? member : { ...member, avatar }
  return { id: 0, name, avatar: avatar ?? '', color: 'secondary' }
}

/** How one contract's wire spells a person, and back: the only place that wire shape meets `Person`. */
export interface PersonOnWire<W> {
  toPerson: (wire: W) => Person
  toWire: (person: Person) => W
}
