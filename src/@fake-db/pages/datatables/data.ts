import type { Employee } from '@/views/tables/contract'
import { publicUrl } from '@/utility/publicUrl'

const firstNames = [
  'Amelia',
  'Bruno',
  'Céline',
  'Dmitri',
  'Elif',
  'Farah',
  'Gustav',
  'Hana',
  'Ines',
  'Joaquim',
  'Kofi',
  'Leila',
  'Marten',
  'Nadia',
  'Oskar',
  'Paloma',
  'Quentin',
  'Rosa',
  'Sven',
  'Tamsin',
  'Umar',
  'Valeria',
  'Wim',
  'Ximena',
  'Yusuf'
]
const lastNames = ['Lindqvist', 'Moreau', 'Okonkwo', 'Petrov', 'Quiroga', 'Rasmussen', 'Sato', 'Tanaka']
const posts = [
  'Accountant',
  'Backend Developer',
  'Customer Success Lead',
  'Data Analyst',
  'Field Engineer',
  'Frontend Developer',
  'HR Partner',
  'Logistics Planner',
  'Marketing Manager',
  'Office Manager',
  'Product Designer',
  'Quality Inspector',
  'Sales Representative',
  'Support Agent',
  'UX Researcher'
]
const cities = [
  'Aarhus',
  'Bergen',
  'Bordeaux',
  'Coimbra',
  'Dresden',
  'Gdańsk',
  'Kyoto',
  'Lagos',
  'Lyon',
  'Montréal',
  'Porto',
  'Recife',
  'Tallinn',
  'Tampere',
  'Uppsala',
  'Valencia',
  'Zürich'
]

const pad = (n: number) => String(n).padStart(2, '0')
const money = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

function employee(index: number): Employee {
  const id = index + 1
  const first = firstNames[index % firstNames.length]!
  const last = lastNames[(index * 3 + Math.floor(index / firstNames.length) * 7) % lastNames.length]!
  const age = 22 + ((index * 7) % 41)
  const experience = 1 + ((index * 5) % Math.max(1, age - 20))
  const year = 2014 + ((index * 3) % 11)
  return {
    id,
    responsive_id: '',
    avatar: index % 3 === 0 ? publicUrl(`images/avatars/${(index % 12) + 1}.svg`) : '',
    full_name: `${first} ${last}`,
    post: posts[(index * 4) % posts.length]!,
    email: `${first}.${last}@northwind-works.example`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
    city: cities[(index * 5) % cities.length]!,
    start_date: `${year}-${pad(1 + ((index * 5) % 12))}-${pad(1 + ((index * 11) % 28))}`,
    salary: money(24000 + ((index * 7919) % 96000) + ((index * 37) % 100) / 100),
    age: String(age),
    experience: `${experience} ${experience === 1 ? 'Year' : 'Years'}`,
    status: 1 + ((index * 3 + Math.floor(index / 5)) % 5)
  }
}

export const createEmployees = (): Employee[] => Array.from({ length: 100 }, (_, index) => employee(index))
