import original from 'classnames'
import { describe, expect, it } from 'vitest'
import { classNames } from '../../build/esmClassnames'

class Named {
  toString() {
    return 'named'
  }
}

const cases: unknown[][] = [
  [],
  ['btn', 'btn-primary'],
  ['btn', null, undefined, false, 0, '', 'active'],
  [1, 2, 'three'],
  [{ a: true, b: false, c: 1, d: 0, e: null, 'f g': 'yes' }],
  [['x', ['y', { z: true, w: false }]], 'tail'],
  [[], {}, ['']],
  [new Named(), 'after'],
  [Object.create({ inherited: true }) as object],
  [() => 'fn', Symbol('s'), true]
]

describe('classNames for the build', () => {
  it.each(cases.map((args) => [JSON.stringify(args.map(String)), args] as const))(
    'joins %s as the classnames package does',
    (_label, args) => {
      expect(classNames(...args)).toBe((original as (...values: unknown[]) => string)(...args))
    }
  )

  it('still works once turned into module source, as the build serves it', () => {
    const served = new Function(`return ${classNames.toString()}`)() as typeof classNames
    expect(served('a', { b: true }, ['c'])).toBe('a b c')
  })
})
