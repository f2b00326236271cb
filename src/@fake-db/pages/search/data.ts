import type { SearchContactItem, SearchFileItem, SearchPageItem } from '@/views/search/contract'

type PageEntry = readonly [title: string, icon: string, link: string]

// Each area's routes.contract.ts `searchPages`, found by file name: the dashboards (Home) first, then the apps.
const rank = (file: string) =>
  file.includes('/views/dashboard/') ? 0 : file.includes('/views/apps/') ? 1 : 2
const routes: readonly PageEntry[] = Object.entries(
  import.meta.glob<readonly PageEntry[]>('/src/views/**/routes.contract.ts', {
    eager: true,
    import: 'searchPages'
  })
)
  .sort(([a], [b]) => rank(a) - rank(b))
  .flatMap(([, pages]) => pages)

function targetOf(link: string): string {
  const words = link.split(/[/-]/).filter(Boolean)
  if (words.length === 0) return 'home'
  return words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('')
}

const bookmarkedAtStart = new Set([
  '/apps/invoice/list',
  '/apps/user/list',
  '/access-control',
  '/page-layout/layout-boxed'
])

export const pages: SearchPageItem[] = routes.map(([title, icon, link], index) => ({
  id: index + 1,
  target: targetOf(link),
  isBookmarked: bookmarkedAtStart.has(link),
  title,
  icon,
  link
}))

export const files: SearchFileItem[] = [
  { title: 'Quarterly Revenue Q3.xlsx', by: 'Ingrid Solberg', size: '1.8 MB', file: 'FileSpreadsheet' },
  { title: 'Brand Guidelines 2024.pdf', by: 'Tomas Berglund', size: '6.2 MB', file: 'FileText' },
  { title: 'Onboarding Checklist.docx', by: 'Freya Nyström', size: '240 kB', file: 'FileText' },
  { title: 'Product Launch Teaser.mp4', by: 'Oskar Dahl', size: '48 MB', file: 'FileVideo' },
  { title: 'Office Floor Plan.png', by: 'Sigrid Aalto', size: '3.1 MB', file: 'FileImage' },
  { title: 'Release Assets v2.4.zip', by: 'Leif Sandvik', size: '112 MB', file: 'FileArchive' },
  { title: 'Deploy Pipeline.yaml', by: 'Maja Holm', size: '12 kB', file: 'FileCode' },
  { title: 'Team Standup Recording.m4a', by: 'Henrik Vesterlund', size: '22 MB', file: 'FileAudio' }
]

export const contacts: SearchContactItem[] = [
  { title: 'Ingrid Solberg', email: 'ingrid.solberg@example.com', img: '', date: '2024-01-12' },
  { title: 'Tomas Berglund', email: 'tomas.berglund@example.com', img: '', date: '2024-02-03' },
  { title: 'Freya Nyström', email: 'freya.nystrom@example.com', img: '', date: '2024-02-27' },
  { title: 'Oskar Dahl', email: 'oskar.dahl@example.com', img: '', date: '2024-03-15' },
  { title: 'Sigrid Aalto', email: 'sigrid.aalto@example.com', img: '', date: '2024-04-08' },
  { title: 'Leif Sandvik', email: 'leif.sandvik@example.com', img: '', date: '2024-05-21' },
  { title: 'Maja Holm', email: 'maja.holm@example.com', img: '', date: '2024-06-30' },
  { title: 'Henrik Vesterlund', email: 'henrik.vesterlund@example.com', img: '', date: '2024-07-19' }
]
