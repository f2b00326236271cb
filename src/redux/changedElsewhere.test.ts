import { describe, expect, it, vi } from 'vitest'
import type { ActivityEntry } from '@/utility/activity.contract'
import { api } from './api'
import { showChangesFromElsewhere } from './changedElsewhere'
import { makeStore } from './store'

const change = (app: string) => ({ app }) as ActivityEntry

function dispatched(changes: ActivityEntry[] | null) {
  const store = makeStore()
  const dispatch = vi.spyOn(store, 'dispatch')
  showChangesFromElsewhere(store, changes)
  return dispatch.mock.calls.map(([action]) => action)
}

describe('changes from another tab', () => {
  it("reloads the changed apps' screens, the log and the bell", () => {
    const [action] = dispatched([change('users'), change('kanban')])
    expect(action).toEqual(api.util.invalidateTags(['Activity', 'Notification', 'User', 'Kanban'] as never[]))
  })

  it('reloads everything after a reset or a change of an app it does not know', () => {
    expect(dispatched(null)).toEqual([api.util.resetApiState()])
    expect(dispatched([change('somewhere-new')])).toEqual([api.util.resetApiState()])
  })
})
