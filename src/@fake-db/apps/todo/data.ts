import { assigneeOnWire, type Task, type TodoTag } from '@/views/apps/todo/contract'
import { taskTeam } from '../../kit/team'

type Flags = Partial<Pick<Task, 'isCompleted' | 'isDeleted' | 'isImportant'>>
type Row = [
  title: string,
  dueInDays: number | null,
  assignee: number | null,
  tags: TodoTag[],
  description: string,
  flags?: Flags
]

const rows: Row[] = [
  [
    'Draft the spring release notes',
    3,
    0,
    ['update', 'medium'],
    '<p>Collect the merged changes since <strong>v2.4</strong> and group them by area.</p>',
    { isImportant: true }
  ],
  [
    'Review the onboarding checklist with support',
    1,
    1,
    ['team', 'low'],
    '<p>Walk through the checklist and mark the steps that confuse new customers.</p>'
  ],
  [
    'Fix the invoice rounding in the export',
    -2,
    3,
    ['high'],
    '<p>Totals are off by one cent when a line has three decimals.</p><ul><li>Reproduce with invoice 4987</li>' +
      '<li>Add a regression test</li></ul>',
    { isImportant: true }
  ],
  [
    'Book the meeting room for the quarterly review',
    6,
    4,
    ['team'],
    '<p>Eight people, projector, the afternoon slot.</p>',
    { isCompleted: true }
  ],
  [
    'Update the dependency audit',
    0,
    2,
    ['update', 'low'],
    '<p>Run the audit and open one ticket per outdated package.</p>'
  ],
  [
    'Prepare the customer interview questions',
    4,
    5,
    ['medium'],
    '<p>Ten questions at most; start with how they use the reports.</p>',
    { isImportant: true }
  ],
  [
    'Archive last year\u2019s design files',
    -5,
    0,
    ['low'],
    '<p>Move them to the cold storage folder and keep a list of links.</p>',
    { isCompleted: true }
  ],
  [
    'Plan the team offsite agenda',
    12,
    1,
    ['team', 'high'],
    '<p>Two days: one for the roadmap, one for the hackathon.</p>',
    { isImportant: true, isCompleted: true }
  ],
  [
    'Translate the pricing page into Portuguese',
    8,
    3,
    ['medium', 'update'],
    '<p>Keep the plan names in English.</p>'
  ],
  [
    'Reply to the accessibility audit',
    2,
    2,
    ['high', 'team'],
    '<p>Answer each finding with a fix or a date. <a href="https://example.com/audit">Audit report</a></p>'
  ],
  [
    'Clean up the old feature flags',
    -1,
    null,
    ['low'],
    '<p>Six flags have been on for every customer since March.</p>',
    { isDeleted: true }
  ],
  ['Order new badges for the visitors', 5, 4, ['low', 'team'], '', { isDeleted: true, isImportant: true }],
  [
    'Write the status page incident summary',
    -3,
    5,
    ['high', 'update'],
    '<p>What happened, how long it lasted and what we changed.</p>',
    { isCompleted: true }
  ],
  ['Set up the staging database backup', 9, null, ['medium'], '<p>Nightly, kept for two weeks.</p>'],
  [
    'Send the newsletter draft to marketing',
    1,
    0,
    ['update'],
    '<p>The draft is in the shared folder.</p>',
    { isImportant: true }
  ]
]

const pad = (n: number) => String(n).padStart(2, '0')

function dayFromToday(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export function createTasks(): Task[] {
  return rows.map(([title, dueInDays, assignee, tags, description, flags], index) => ({
    id: index + 1,
    title,
    dueDate: dueInDays === null ? '' : dayFromToday(dueInDays),
    description,
    assignee: assignee === null ? null : assigneeOnWire.toWire(taskTeam[assignee]!),
    tags,
    isCompleted: false,
    isDeleted: false,
    isImportant: false,
    ...flags
  }))
}
