import { describe, expect, it } from 'vitest'
import { preloadList } from '../../build/preloadList'

describe('preloadList', () => {
  const runtime = 'assets/rolldown-runtime-Bvhj5sRm.js'

  it('gives a chunk that needs only the runtime no list (a locale file)', () => {
    expect(preloadList('assets/auth-B_WwBxwB.js', ['assets/auth-B_WwBxwB.js', runtime])).toEqual([])
  })

  it('keeps a route chunk and its shared chunks, without the runtime', () => {
    const deps = ['assets/Login-C1.js', runtime, 'assets/Form-D.js', 'assets/reactstrap-B.js']
    expect(preloadList('assets/Login-C1.js', deps)).toEqual([
      'assets/Login-C1.js',
      'assets/Form-D.js',
      'assets/reactstrap-B.js'
    ])
  })

  it('keeps a chunk whose only import is another chunk', () => {
    expect(preloadList('assets/a.js', ['assets/a.js', 'assets/b.js'])).toEqual(['assets/a.js', 'assets/b.js'])
  })
})
