import { fileTypeOf, type Entry, type ShareRole } from '@/views/apps/file-manager/contract'
import { demoTeam, type Person } from '@/utility/people.contract'
import { publicUrl } from '@/utility/publicUrl'
import { seedTime } from '../../kit/seedTime'

const member = (name: string): Person => demoTeam.find((person) => person.name === name)!
const astrid = member('Astrid Nyhus')
const felipe = member('Felipe Ortega')
const jaeWon = member('Jae-won Choi')
const maya = member('Maya Goldberg')
const luca = member('Luca Bianchi')
const esme = member('Esme Whitford')

interface Seed {
  id: number
  parentId: number | null
  name: string
  /** Bytes; 0 for a folder. */
  size?: number
  owner: Person
  daysAgo: number
  starred?: boolean
  trashedDaysAgo?: number
  shares?: [Person, ShareRole][]
  url?: string
  excerpt?: string
}

const KB = 1024
const MB = 1024 * KB

const seeds: Seed[] = [
  { id: 1, parentId: null, name: 'Projects', owner: astrid, daysAgo: 60, starred: true },
  { id: 2, parentId: null, name: 'Marketing', owner: maya, daysAgo: 45, shares: [[felipe, 'editor']] },
  { id: 3, parentId: null, name: 'Finance', owner: luca, daysAgo: 90 },
  { id: 4, parentId: null, name: 'Media', owner: jaeWon, daysAgo: 30 },
  { id: 5, parentId: 1, name: 'Website redesign', owner: astrid, daysAgo: 40, shares: [[jaeWon, 'editor']] },
  { id: 6, parentId: 1, name: 'Mobile app', owner: felipe, daysAgo: 35 },
  { id: 7, parentId: 2, name: 'Campaign assets', owner: maya, daysAgo: 20 },
  { id: 8, parentId: 4, name: 'Photos', owner: jaeWon, daysAgo: 28 },
  { id: 9, parentId: 5, name: 'Wireframes', owner: jaeWon, daysAgo: 12 },
  {
    id: 10,
    parentId: null,
    name: 'Team handbook.pdf',
    size: 2.4 * MB,
    owner: astrid,
    daysAgo: 14,
    starred: true,
    shares: [
      [felipe, 'viewer'],
      [maya, 'viewer']
    ]
  },
  {
    id: 11,
    parentId: null,
    name: 'Release notes.md',
    size: 6 * KB,
    owner: felipe,
    daysAgo: 1,
    excerpt: [
      '# Release 2.5',
      '',
      '- The file manager: folders, uploads, sharing and a trash.',
      '- Faster lists on big workspaces.',
      '- Fixed: the calendar kept the old week after a language switch.'
    ].join('\n')
  },
  {
    id: 12,
    parentId: 5,
    name: 'Homepage hero.svg',
    size: 84 * KB,
    owner: jaeWon,
    daysAgo: 3,
    url: 'images/blog/1.svg',
    starred: true
  },
  { id: 13, parentId: 5, name: 'Brand guidelines.pdf', size: 5.2 * MB, owner: maya, daysAgo: 18 },
  {
    id: 14,
    parentId: 5,
    name: 'Sitemap.txt',
    size: 2 * KB,
    owner: astrid,
    daysAgo: 9,
    excerpt: 'Home\nPricing\nBlog\n  Posts\n  Tags\nHelp centre\nSign in'
  },
  {
    id: 15,
    parentId: 9,
    name: 'Checkout flow.svg',
    size: 120 * KB,
    owner: jaeWon,
    daysAgo: 4,
    url: 'images/blog/4.svg'
  },
  {
    id: 16,
    parentId: 6,
    name: 'App store copy.docx',
    size: 48 * KB,
    owner: felipe,
    daysAgo: 7,
    shares: [[esme, 'editor']]
  },
  { id: 17, parentId: 6, name: 'Beta testers.csv', size: 18 * KB, owner: felipe, daysAgo: 5 },
  {
    id: 18,
    parentId: 6,
    name: 'Onboarding demo.webm',
    size: 3.1 * MB,
    owner: jaeWon,
    daysAgo: 6,
    url: 'media/aurora.webm'
  },
  {
    id: 19,
    parentId: 7,
    name: 'Spring banner.svg',
    size: 96 * KB,
    owner: maya,
    daysAgo: 2,
    url: 'images/blog/6.svg'
  },
  { id: 20, parentId: 7, name: 'Newsletter draft.docx', size: 64 * KB, owner: maya, daysAgo: 8 },
  {
    id: 21,
    parentId: 7,
    name: 'Jingle.wav',
    size: 420 * KB,
    owner: esme,
    daysAgo: 10,
    url: 'media/chime.wav',
    starred: true
  },
  {
    id: 22,
    parentId: 2,
    name: 'Campaign budget.xlsx',
    size: 230 * KB,
    owner: luca,
    daysAgo: 11,
    shares: [[maya, 'editor']]
  },
  { id: 23, parentId: 3, name: 'Quarterly report.pdf', size: 1.8 * MB, owner: luca, daysAgo: 16 },
  { id: 24, parentId: 3, name: 'Invoices 2024.zip', size: 14 * MB, owner: luca, daysAgo: 50 },
  { id: 25, parentId: 3, name: 'Forecast.xlsx', size: 310 * KB, owner: luca, daysAgo: 4, starred: true },
  {
    id: 26,
    parentId: 8,
    name: 'Office party.svg',
    size: 150 * KB,
    owner: jaeWon,
    daysAgo: 21,
    url: 'images/blog/8.svg'
  },
  {
    id: 27,
    parentId: 8,
    name: 'Team offsite.svg',
    size: 132 * KB,
    owner: jaeWon,
    daysAgo: 22,
    url: 'images/blog/3.svg'
  },
  {
    id: 28,
    parentId: 4,
    name: 'Product walkthrough.webm',
    size: 8.6 * MB,
    owner: felipe,
    daysAgo: 13,
    url: 'media/aurora.webm'
  },
  {
    id: 29,
    parentId: 4,
    name: 'Podcast intro.wav',
    size: 610 * KB,
    owner: esme,
    daysAgo: 17,
    url: 'media/chime.wav'
  },
  {
    id: 30,
    parentId: null,
    name: 'Meeting notes.txt',
    size: 3 * KB,
    owner: maya,
    daysAgo: 0,
    excerpt: [
      'Standup, Monday',
      '- Astrid: pricing page copy',
      '- Felipe: beta build 14',
      '- Maya: spring campaign',
      'Next: review the wireframes.'
    ].join('\n')
  },
  {
    id: 31,
    parentId: null,
    name: 'Old logo.svg',
    size: 40 * KB,
    owner: jaeWon,
    daysAgo: 80,
    url: 'images/blog/9.svg',
    trashedDaysAgo: 2
  },
  {
    id: 32,
    parentId: 3,
    name: 'Draft budget.xlsx',
    size: 190 * KB,
    owner: luca,
    daysAgo: 40,
    trashedDaysAgo: 5
  },
  { id: 33, parentId: 1, name: 'Archive 2023', owner: astrid, daysAgo: 300, trashedDaysAgo: 3 },
  { id: 34, parentId: 33, name: 'Roadmap 2023.pdf', size: 900 * KB, owner: astrid, daysAgo: 300 }
]

function toEntry(seed: Seed, now: Date): Entry {
  const type = seed.size === undefined ? 'folder' : (fileTypeOf(seed.name) ?? 'document')
  const time = seedTime(seed.daysAgo, 9 + (seed.id % 8), (seed.id * 7) % 60, now)
  return {
    id: seed.id,
    parentId: seed.parentId,
    name: seed.name,
    type,
    size: Math.round(seed.size ?? 0),
    owner: seed.owner,
    createdAt: time,
    updatedAt: time,
    starred: seed.starred ?? false,
    trashedAt: seed.trashedDaysAgo === undefined ? null : seedTime(seed.trashedDaysAgo, 16, 30, now),
    shares: (seed.shares ?? []).map(([person, role]) => ({ person, role })),
    url: seed.url ? publicUrl(seed.url) : '',
    excerpt: seed.excerpt ?? ''
  }
}

/** A small team's workspace: four top folders, nested projects, every file type, stars, shares and a trash. */
export function seedWorkspace(now = new Date()): Entry[] {
  return seeds.map((seed) => toEntry(seed, now))
}
