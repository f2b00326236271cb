/** A stored guest outside this list still shows, with initials. */
export const guestDirectory: readonly { name: string; avatar: string }[] = [
  { name: 'Aiko Fujimoto', avatar: '/images/avatars/1.svg' },
  { name: 'Astrid Nyhus', avatar: '/images/avatars/2.svg' },
  { name: 'Chiamaka Eze', avatar: '/images/avatars/3.svg' },
  { name: 'Esme Whitford', avatar: '/images/avatars/4.svg' },
  { name: 'Felipe Ortega', avatar: '/images/avatars/5.svg' },
  { name: 'Henrik Aalto', avatar: '/images/avatars/6.svg' },
  { name: 'Jae-won Choi', avatar: '/images/avatars/7.svg' },
  { name: 'Katarina Horvat', avatar: '/images/avatars/8.svg' },
  { name: 'Luca Bianchi', avatar: '/images/avatars/9.svg' },
  { name: 'Maya Goldberg', avatar: '/images/avatars/10.svg' },
  { name: 'Stellan Björk', avatar: '/images/avatars/11.svg' },
  { name: 'Vera Kowalczyk', avatar: '/images/avatars/12.svg' }
]

export const avatarOf = (name: string) => guestDirectory.find((guest) => guest.name === name)?.avatar
