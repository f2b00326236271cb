import type { KeyboardEvent } from 'react'

/** Arrows wrap round and are mirrored in an RTL row; up and down move in a vertical row. */
export function arrowTarget(
  event: KeyboardEvent<HTMLElement>,
  index: number,
  count: number,
  vertical = false
): number | undefined {
  const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl'
  const forward = vertical ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight'
  const back = vertical ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft'
  const targets: Record<string, number> = {
    [forward]: (index + 1) % count,
    [back]: (index - 1 + count) % count,
    Home: 0,
    End: count - 1
  }
  return targets[event.key]
}
