import { describe, expect, it } from 'vitest'
import { settled } from '@tests/settled'
import { whenFirstInput } from './firstInput'

describe('whenFirstInput', () => {
  it('waits while nothing is pressed', async () => {
    const target = new EventTarget()
    const first = whenFirstInput(target)
    target.dispatchEvent(new Event('scroll'))
    expect(await settled(first)).toBe(false)
  })

  it.each(['pointerdown', 'keydown'])('resolves at the first %s', async (type) => {
    const target = new EventTarget()
    const first = whenFirstInput(target)
    target.dispatchEvent(new Event(type))
    expect(await settled(first)).toBe(true)
  })
})
