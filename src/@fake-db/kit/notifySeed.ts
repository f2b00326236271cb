import type { Notification } from '@/utility/notifications.contract'
import { seedTime } from './seedTime'

type StoredNotification = Notification & { userId: number }

const mikkel = { id: 2, name: 'Mikkel Haugen' }
const astrid = { id: 1, name: 'Astrid Lindqvist' }

/** A few of each kind for the demo accounts, so the bell has something to show on the first visit. */
export function seedNotifications(now = new Date()): StoredNotification[] {
  const rows: Omit<StoredNotification, 'id'>[] = [
    {
      userId: 1,
      at: seedTime(3, 9, 12, now),
      kind: 'export',
      read: true,
      actor: null,
      app: 'user',
      title: 'users.csv',
      count: 50
    },
    {
      userId: 2,
      at: seedTime(2, 14, 5, now),
      kind: 'mention',
      read: false,
      actor: astrid,
      app: 'chat',
      title: 'Astrid Lindqvist',
      excerpt: '@Mikkel can you check the access list before Friday?'
    },
    {
      userId: 1,
      at: seedTime(1, 16, 40, now),
      kind: 'failure',
      read: false,
      actor: null,
      app: 'kanban',
      title: 'GET /apps/kanban/boards',
      count: 2
    },
    {
      userId: 1,
      at: seedTime(0, 10, 20, now),
      kind: 'change',
      read: false,
      actor: mikkel,
      app: 'kanban',
      title: 'Write the release notes for 2.4',
      action: 'updated'
    },
    {
      userId: 1,
      at: seedTime(0, 11, 45, now),
      kind: 'mention',
      read: false,
      actor: mikkel,
      app: 'kanban',
      title: 'Sketch the onboarding checklist',
      excerpt: '@Astrid the checklist is ready for review.'
    },
    // The inbox of calls without a token (the API docs' examples run without one).
    {
      userId: 0,
      at: seedTime(1, 8, 30, now),
      kind: 'export',
      read: false,
      actor: null,
      app: 'invoice',
      title: 'invoices.csv',
      count: 120
    },
    {
      userId: 0,
      at: seedTime(0, 9, 5, now),
      kind: 'change',
      read: false,
      actor: astrid,
      app: 'invoice',
      title: 'Ingrid Solberg',
      action: 'updated'
    }
  ]
  return rows.map((row, index) => ({ ...row, id: index + 1 }))
}
