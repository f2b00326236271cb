import type { SearchContactItem, SearchFileItem, SearchPageItem } from '@/views/search/contract'

type PageEntry = readonly [title: string, icon: string, link: string]

// Found by file name; the dashboards lead so an empty query shows Home first.
const appPages = Object.entries(
  import.meta.glob<readonly PageEntry[]>('/src/views/**/routes.contract.ts', {
    eager: true,
    import: 'searchPages'
  })
)
  .sort(([a], [b]) => Number(!a.includes('/dashboard/')) - Number(!b.includes('/dashboard/')))
  .flatMap(([, pages]) => pages)

const routes: readonly PageEntry[] = [
  ...appPages,
  ['Access Control', 'ShieldCheck', '/access-control'],
  ['Login Basic', 'LogIn', '/pages/login-basic'],
  ['Login Cover', 'LogIn', '/pages/login-cover'],
  ['Register Basic', 'UserPlus', '/pages/register-basic'],
  ['Register Cover', 'UserPlus', '/pages/register-cover'],
  ['Forgot Password Basic', 'KeyRound', '/pages/forgot-password-basic'],
  ['Forgot Password Cover', 'KeyRound', '/pages/forgot-password-cover'],
  ['Reset Password Basic', 'RotateCcw', '/pages/reset-password-basic'],
  ['Reset Password Cover', 'RotateCcw', '/pages/reset-password-cover'],
  ['Verify Email Basic', 'MailCheck', '/pages/verify-email-basic'],
  ['Verify Email Cover', 'MailCheck', '/pages/verify-email-cover'],
  ['Two Steps Basic', 'ShieldCheck', '/pages/two-steps-basic'],
  ['Two Steps Cover', 'ShieldCheck', '/pages/two-steps-cover'],
  ['Coming Soon', 'Clock', '/misc/coming-soon'],
  ['Not Authorized', 'ShieldX', '/misc/not-authorized'],
  ['Maintenance', 'Wrench', '/misc/maintenance'],
  ['Error', 'CircleAlert', '/misc/error'],
  ['Collapsed Menu', 'LayoutTemplate', '/page-layout/collapse-menu'],
  ['Boxed Layout', 'LayoutTemplate', '/page-layout/layout-boxed'],
  ['Without Menu', 'LayoutTemplate', '/page-layout/without-menu'],
  ['Layout Empty', 'LayoutTemplate', '/page-layout/layout-empty'],
  ['Layout Blank', 'LayoutTemplate', '/page-layout/layout-blank']
]

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
