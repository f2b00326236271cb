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
  './demos/First.tsx': async () => "import { pager } from '../pager'\nimport './first.scss'",
  './demos/Second.tsx': async () => "import { Badge } from 'reactstrap'\nimport { pager } from '../pager'",
  './pager.ts': async () => "import { step } from './step'\nexport const pager = step",
  './step.ts': async () => "import { pager } from './pager'\nexport const step = 1",
  './demos/first.scss': async () => '.first { color: red; }'
}

describe('collectDemos', () => {
  it('pairs each demo with its own file, in the order given', async () => {
    const demos = collectDemos(modules, sources, ['Second', 'First'])
    expect(demos.map(({ name, Component }) => [name, Component])).toEqual([
      ['Second', Second],
      ['First', First]
    ])
    expect((await demos[0]!.files())[0]).toEqual({
      path: 'demos/Second.tsx',
      code: await sources['./demos/Second.tsx']()
    })
  })

  it('lists the files a demo imports by a relative path, each once, and no package', async () => {
    const [first, second] = collectDemos(modules, sources, ['First', 'Second'])
    expect((await first!.files()).map((file) => file.path)).toEqual([
      'demos/First.tsx',
      'pager.ts',
      'step.ts',
      'demos/first.scss'
    ])
    expect((await second!.files()).map((file) => file.path)).toEqual([
      'demos/Second.tsx',
      'pager.ts',
      'step.ts'
    ])
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
