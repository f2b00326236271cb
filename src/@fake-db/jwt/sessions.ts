// Sign-ins the mock has seen, in memory: a session not here (one from before a page reload) is still good,
// so the browser demo keeps its visitor signed in; an ended one never comes back.

/** Enough for any demo; the oldest sign-ins are forgotten first. */
const maxRemembered = 10_000

/** Two tabs of one session may renew at the same moment with the same token: the one before stays good this long. */
export const renewalGraceMs = 30_000

interface Renewal {
  /** The id of the refresh token that renews the session now. */
  current: string
  /** The one it replaced, good until `previousUntil`. */
  previous?: string
  previousUntil: number
}

const renewals = new Map<string, Renewal>()
const ended = new Set<string>()

function forgetOldest(collection: Map<string, Renewal> | Set<string>) {
  if (collection.size <= maxRemembered) return
  const oldest = collection.keys().next().value
  if (oldest !== undefined) collection.delete(oldest)
}

export function isEnded(sid: string): boolean {
  return ended.has(sid)
}

export function endSession(sid: string): void {
  renewals.delete(sid)
  ended.add(sid)
  forgetOldest(ended)
}

/** The refresh token just issued for this session: from now on the one that renews it. */
export function issuedRefresh(sid: string, jti: string): void {
  const before = renewals.get(sid)
  renewals.delete(sid)
  renewals.set(sid, { current: jti, previous: before?.current, previousUntil: Date.now() + renewalGraceMs })
  forgetOldest(renewals)
}

/** May this refresh token renew its session? A used one (outside the grace) means it leaked: the session ends. */
export function spendRefresh(sid: string, jti: string): boolean {
  if (ended.has(sid)) return false
  const renewal = renewals.get(sid)
  if (!renewal || renewal.current === jti) return true
  if (renewal.previous === jti && Date.now() < renewal.previousUntil) return true
  endSession(sid)
  return false
}
