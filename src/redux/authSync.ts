import {
  getAccessToken,
  getRefreshToken,
  getUserData,
  sessionChangedElsewhere,
  sessionKeys
} from '@/utility/auth/storage'
import { loginSuccess, logout } from './auth'
import type { AppStore } from './store'

/** The session another tab left in storage, or null when it signed out. */
function storedSession() {
  const userData = getUserData()
  const accessToken = getAccessToken()
  const refreshToken = getRefreshToken()
  if (!userData || !accessToken || !refreshToken) return null
  return { userData, accessToken, refreshToken }
}

/** Brings this tab's session in line with storage; the route guard then leaves a page the new user may not see. */
export function syncSession(store: AppStore): void {
  const now = store.getState().auth
  const stored = storedSession()
  const sameUser =
    !!stored && now.userData?.id === stored.userData.id && now.userData.role === stored.userData.role
  if (!stored && !now.userData) return
  if (stored && sameUser) {
    // A refresh in another tab: the same user with new tokens.
    if (now.accessToken !== stored.accessToken || now.refreshToken !== stored.refreshToken)
      store.dispatch(loginSuccess(stored))
    return
  }
  sessionChangedElsewhere()
  // Logging out first empties the cache, so nothing the last user loaded shows for the next one.
  store.dispatch(logout())
  if (stored) store.dispatch(loginSuccess(stored))
}

/** Sign-out and a change of user in one tab reach every other tab at once (the storage event). */
export function followSessionAcrossTabs(store: AppStore): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || sessionKeys.includes(event.key)) syncSession(store)
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}
