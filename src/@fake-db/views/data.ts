import type { SavedView } from '@/@core/list/views/views.contract'
import { seedTime } from '../kit/seedTime'

/** A saved view and whose it is (an account's id). */
export type StoredView = SavedView & { owner: number }

export function createViews(): StoredView[] {
  return [
    {
      id: 1,
      owner: 1,
      list: 'apps.user.list',
      name: 'Pending editors',
      isDefault: false,
      query: { role: 'editor', status: 'pending' },
      columns: {
        order: ['fullName', 'role', 'currentPlan', 'billing', 'status', 'actions'],
        hidden: ['billing'],
        widths: {},
        pinFirst: false,
        density: 'compact'
      },
      updatedAt: seedTime(2, 10, 15)
    }
  ]
}
