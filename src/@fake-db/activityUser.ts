import type { ActivityUser } from '@/utility/activity.contract'
import type { Caller } from './guards'

/** The signed-in user as the activity log names them; nobody for a call without a valid token. */
export function activityUser(caller: Caller): ActivityUser | null {
  return caller && caller !== 'invalid' ? { id: caller.user.id, name: caller.user.fullName } : null
}
