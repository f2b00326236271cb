import type { UndoEntry } from '@core/list/bulk/types'
import { useAbility } from '@/configs/acl/useAbility'
import { useUndoActivityMutation } from './api'

/** The activity log's undo for a list's bulk actions; none for a user the log does not let undo. */
export function useUndoEntry(): UndoEntry | undefined {
  const ability = useAbility()
  const [undo] = useUndoActivityMutation()
  return ability.can('update', 'Activity') ? undo : undefined
}
