import { describe, expect, it } from 'vitest'
import { collectDemos } from './collectDemos'
import type { DemoModule } from './types'

const First = () => null
const Second = () => null
const modules: Record<string, DemoModule> = {
  './demos/First.tsx': { default: First },
  './demos/Second.tsx': { default: Second }
}
const sources = {
  './demos/First.tsx': async () => 'first source',
  './demos/Second.tsx': async () => 'second source'
}

describe('collectDemos', () => {
  it('pairs each demo with its own source, in the order given', async () => {
    const demos = collectDemos(modules, sources, ['Second', 'First'])
    expect(demos.map(({ name, Component }) => [name, Component])).toEqual([
      ['Second', Second],
      ['First', First]
    ])
    expect(await demos[0]!.source()).toBe('second source')
  })

  it('throws for a name with no file and for a file left out of the order', () => {
    expect(() => collectDemos(modules, sources, ['First', 'Second', 'Third'])).toThrow(
      'No demo file named Third'
    )
    expect(() => collectDemos(modules, sources, ['First'])).toThrow(
      "Demo files not listed in the page's order: Second"
    )
  })
})
