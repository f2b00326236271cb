import type { KeyboardEvent } from 'react'

/** Where a key moves the focus in a row of controls (a tab list, a toolbar): the arrows go to the
 *  next or previous control, wrapping round (mirrored when the row sits in an RTL page; up and
 *  down in a vertical row), Home and End to the ends. Undefined for any other key. */
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
