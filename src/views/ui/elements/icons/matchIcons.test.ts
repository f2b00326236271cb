import { describe, expect, it } from 'vitest'
import { matchIcons } from './matchIcons'

const names = ['ArrowUp', 'ArrowDown', 'CircleArrowUp', 'House']

describe('matchIcons', () => {
  it('matches any case, ignoring spaces and dashes', () => {
    expect(matchIcons(names, 'arrow up')).toEqual(['ArrowUp', 'CircleArrowUp'])
    expect(matchIcons(names, 'ARROW-DOWN')).toEqual(['ArrowDown'])
    expect(matchIcons(names, 'house')).toEqual(['House'])
  })

  it('gives every name for an empty query and none for a miss', () => {
    expect(matchIcons(names, '  ')).toEqual(names)
    expect(matchIcons(names, 'zebra')).toEqual([])
  })
})
