import type { Address } from '../contract'

export const savedAddresses: (Address & { id: string })[] = [
  {
    id: 'home',
    fullName: 'Astrid Lindqvist',
    mobile: '+47 915 20 431',
    street: '12 Strandgata',
    city: 'Bergen',
    state: 'Vestland',
    zip: '5013',
    type: 'home'
  },
  {
    id: 'office',
    fullName: 'Astrid Lindqvist',
    mobile: '+47 22 40 18 00',
    street: '3 Kanalbrygga, 4th floor',
    city: 'Oslo',
    state: 'Oslo',
    zip: '0150',
    type: 'office'
  }
]
