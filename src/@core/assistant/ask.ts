// How a card or a list hands its data to the assistant: a question and what it is about, passed to whoever listens
// (the navbar's assistant opens its dock). No React and no assistant code here: a page pays for the assistant on click.

/** A card's or a list's data as the assistant receives it: data to read, never instructions. */
export interface SharedView {
  title: string
  data: Record<string, unknown>
}

export interface AskRequest {
  question: string
  view: SharedView
}

type Listener = (request: AskRequest) => void

// A starter may leave the assistant out: cards and lists offer Ask only when its listening navbar widget is built.
export const assistantBuilt =
  Object.keys(import.meta.glob('/src/views/**/navbar/NavbarAssistant.tsx')).length > 0

/** Characters of shared data once written as JSON (within the chat call's own limit). */
export const askDataChars = 4000

const listeners = new Set<Listener>()
let waiting: AskRequest | null = null

/** Starts a conversation about a view; asked before anyone listens, it waits for the first listener. */
export function askAssistant(request: AskRequest) {
  if (listeners.size === 0) waiting = request
  listeners.forEach((listener) => listener(request))
}

/** Listens for questions asked from cards and lists; returns the way to stop. */
export function onAskAssistant(listener: Listener): () => void {
  listeners.add(listener)
  if (waiting) {
    const request = waiting
    waiting = null
    listener(request)
  }
  return () => void listeners.delete(listener)
}

const textChars = 200
const depth = 6

/** The value with at most `items` entries per list and short texts, nested at most `depth` levels. */
function pruned(value: unknown, items: number, level = 0): unknown {
  if (typeof value === 'string') return value.length > textChars ? `${value.slice(0, textChars)}…` : value
  if (typeof value !== 'object' || value === null) return value
  if (level >= depth) return Array.isArray(value) ? [] : {}
  if (Array.isArray(value)) return value.slice(0, items).map((item) => pruned(item, items, level + 1))
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]) =>
      item === undefined || typeof item === 'function' ? [] : [[key, pruned(item, items, level + 1)]]
    )
  )
}

const fits = (data: unknown, chars: number) => (JSON.stringify(data) ?? '').length <= chars

/**
 * Data as compact as the limit asks: whole when it fits, else with fewer entries per list (`leftOut` says so), else
 * nothing but that mark. Anything not an object is wrapped as `value`.
 */
export function sharedData(data: unknown, chars = askDataChars): Record<string, unknown> {
  const record =
    typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : { value: data }
  const whole = pruned(record, Infinity) as Record<string, unknown>
  if (fits(whole, chars)) return whole
  for (const items of [50, 20, 10, 5, 3, 1]) {
    const shorter = { ...(pruned(record, items) as Record<string, unknown>), leftOut: true }
    if (fits(shorter, chars)) return shorter
  }
  return { leftOut: true }
}
