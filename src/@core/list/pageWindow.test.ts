import { describe, expect, it } from 'vitest'
import { pageRange, pageWindow } from './pageWindow'

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(10, 200)).toEqual([1, null, 9, 10, 11, null, 200])
    expect(pageWindow(1, 200)).toEqual([1, 2, null, 200])
    expect(pageWindow(200, 200)).toEqual([1, null, 199, 200])
  })

  it('shows a single skipped page instead of a gap standing for it', () => {
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20])
  })
})

describe('pageRange', () => {
  it('counts from one and stops at the last item', () => {
    expect(pageRange(1, 20, 57)).toEqual({ from: 1, to: 20, count: 57 })
    expect(pageRange(3, 20, 57)).toEqual({ from: 41, to: 57, count: 57 })
  })
})
