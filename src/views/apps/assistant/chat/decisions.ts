import { useCallback, useMemo, useRef, useState } from 'react'
import { useLatest } from '@core/hooks/useLatest'
import type { ChatEvent } from '../contract'
import type { Decision } from '../conversations.contract'

/** A turn as far as its decisions go. */
interface Decided {
  events: readonly ChatEvent[]
  decisions?: Decision[]
}

/** The turns with what was decided on each one's approval cards. */
export function withDecisions<T extends Decided>(
  turns: readonly T[],
  decided: ReadonlyMap<string, Decision>
): T[] {
  return turns.map((turn) => {
    const decisions = turn.events.flatMap((event) =>
      event.type === 'approval' ? (decided.get(event.proposal.id) ?? []) : []
    )
    return decisions.length > 0 ? { ...turn, decisions } : turn
  })
}

/** What the user did with the approval cards, by proposal: apart from the turns, so a streaming answer cannot
 *  overwrite it. The actions never change; `current()` reads the decisions in callbacks. */
export function useDecisions(onDecided: (decided: ReadonlyMap<string, Decision>) => void) {
  const decided = useLatest(onDecided)
  const [decisions, setDecisions] = useState<ReadonlyMap<string, Decision>>(() => new Map())
  const latest = useRef(decisions)
  const replace = useCallback((next: ReadonlyMap<string, Decision>) => {
    latest.current = next
    setDecisions(next)
    return next
  }, [])
  /** The decisions kept with turns shown again. */
  const loadFrom = useCallback(
    (turns: readonly Decided[]) =>
      replace(new Map(turns.flatMap((turn) => turn.decisions ?? []).map((kept) => [kept.proposal, kept]))),
    [replace]
  )
  /** Notes what the user did with a proposed change. */
  const decide = useCallback(
    (decision: Decision) =>
      decided.current(replace(new Map(latest.current).set(decision.proposal, decision))),
    [replace, decided]
  )
  const current = useCallback(() => latest.current, [])
  const actions = useMemo(() => ({ current, loadFrom, decide }), [current, loadFrom, decide])
  return [decisions, actions] as const
}
