import type { SearchContactItem, SearchFileItem } from '@/views/search/contract'

/** The pages bookmarked at the start, by address: the app knows its pages, the server only which are marked. */
export const bookmarks = [
  '/apps/invoice/list',
  '/apps/user/list',
  '/access-control',
  '/page-layout/layout-boxed'
]

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
