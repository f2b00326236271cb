// Due dates are relative to today so the board always looks current.
import {
  assigneeOnWire,
  daysFromToday,
  kanbanCovers,
  type Board,
  type Task
} from '@/views/apps/kanban/contract'
import { taskTeam } from '../../kit/team'

const [astrid, felipe, jaewon, luca, stellan, nikolai] = taskTeam.map(assigneeOnWire.toWire)

export const boards: Board[] = [
  { id: 'todo', title: 'TODO' },
  { id: 'in-progress', title: 'In Progress' },
  { id: 'done', title: 'Done' }
]

const seed: (Omit<Task, 'dueDate'> & { due: number })[] = [
  {
    id: 1,
    title: 'Sketch the onboarding checklist',
    description:
      '<p>Three steps a new workspace owner sees first: invite the team, connect billing, pick a theme.</p>',
    labels: ['design', 'research'],
    boardId: 'todo',
    due: 5,
    coverImage: kanbanCovers[0],
    attachments: [{ name: 'checklist-flow.fig', img: '' }],
    comments: [
      { name: astrid!.title, img: astrid!.img, comment: 'Keep it to three steps, people skip the fourth.' },
      { name: luca!.title, img: luca!.img, comment: 'Agreed. I will prepare the empty states.' }
    ],
    assignedTo: [astrid!, luca!]
  },
  {
    id: 2,
    title: 'Write the release notes for 2.4',
    description: '<p>Cover the new filters, the CSV export and the dark-skin fixes.</p>',
    labels: ['docs'],
    boardId: 'todo',
    due: 8,
    attachments: [],
    comments: [{ name: stellan!.title, img: stellan!.img, comment: 'Draft is in the shared folder.' }],
    assignedTo: [stellan!]
  },
  {
    id: 3,
    title: 'Fix the date picker in right-to-left mode',
    description: '<p>The arrows point the wrong way and the popover opens off screen.</p>',
    labels: ['bug', 'frontend'],
    boardId: 'in-progress',
    due: 1,
    attachments: [
      { name: 'rtl-arrows.png', img: '' },
      { name: 'popover-offset.png', img: '' }
    ],
    comments: [],
    assignedTo: [felipe!, jaewon!, nikolai!]
  },
  {
    id: 4,
    title: 'Cache the exchange rates for an hour',
    description: '<p>The rates endpoint is slow; keep the last answer and refresh it in the background.</p>',
    labels: ['backend'],
    boardId: 'in-progress',
    due: 3,
    attachments: [{ name: 'rates-timing.csv', img: '' }],
    comments: [
      { name: nikolai!.title, img: nikolai!.img, comment: 'An hour is fine for invoices.' },
      { name: jaewon!.title, img: jaewon!.img, comment: 'Then I will show the rate date in the footer.' },
      { name: felipe!.title, img: felipe!.img, comment: 'Merged the first half.' }
    ],
    assignedTo: [nikolai!, astrid!, felipe!, jaewon!, stellan!]
  },
  {
    id: 5,
    title: 'Interview five customers about exports',
    description: '<p>What do they open the CSV in, and which columns do they delete first?</p>',
    labels: ['research'],
    boardId: 'done',
    due: -3,
    attachments: [],
    comments: [{ name: jaewon!.title, img: jaewon!.img, comment: 'Notes are summarised in the wiki.' }],
    assignedTo: [jaewon!]
  },
  {
    id: 6,
    title: 'Set up the staging database',
    description: '<p>Nightly copy of production with the personal data scrambled.</p>',
    labels: ['backend', 'docs'],
    boardId: 'done',
    due: -1,
    attachments: [{ name: 'scramble-rules.md', img: '' }],
    comments: [],
    assignedTo: [luca!, felipe!]
  }
]

export function createTasks(today = new Date()): Task[] {
  return seed.map(({ due, ...task }) => ({ ...structuredClone(task), dueDate: daysFromToday(due, today) }))
}

export function createKanban(): { boards: Board[]; tasks: Task[] } {
  return { boards: boards.map((board) => ({ ...board })), tasks: createTasks() }
}
