import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useTabs } from './useTabs'

const ids = ['one', 'two', 'three'] as const

function Tabs({ vertical = false, dir = 'ltr' }: { vertical?: boolean; dir?: 'ltr' | 'rtl' }) {
  const [active, setActive] = useState<(typeof ids)[number]>('one')
  const tabs = useTabs({ ids, active, onSelect: setActive, prefix: 'test', vertical })
  return (
    <div dir={dir}>
      <div role="tablist" aria-orientation={vertical ? 'vertical' : undefined}>
        {ids.map((id) => (
          <button key={id} type="button" {...tabs.tab(id)}>
            {id}
          </button>
        ))}
      </div>
      {ids.map((id) => (
        <div key={id} {...tabs.panel(id)} hidden={id !== active}>
          Panel {id}
        </div>
      ))}
    </div>
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })

describe('useTabs', () => {
  it('ties each tab to its panel and keeps only the selected tab in the Tab order', () => {
    render(<Tabs />)
    expect(tab('one')).toHaveAttribute('aria-selected', 'true')
    expect(tab('one')).toHaveAttribute('tabindex', '0')
    expect(tab('two')).toHaveAttribute('tabindex', '-1')
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('one')
  })

  it('moves with the arrows, wrapping round, and jumps with Home and End', async () => {
    const user = userEvent.setup()
    render(<Tabs />)
    tab('one').focus()
    await user.keyboard('{ArrowRight}')
    expect(tab('two')).toHaveFocus()
    expect(tab('two')).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel two')
    await user.keyboard('{End}')
    expect(tab('three')).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(tab('one')).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(tab('three')).toHaveFocus()
    await user.keyboard('{Home}')
    expect(tab('one')).toHaveAttribute('aria-selected', 'true')
  })

  it('mirrors the arrows in RTL', async () => {
    const user = userEvent.setup()
    render(<Tabs dir="rtl" />)
    tab('one').focus()
    await user.keyboard('{ArrowLeft}')
    expect(tab('two')).toHaveFocus()
  })

  it('moves with up and down in a vertical list, and leaves left and right alone', async () => {
    const user = userEvent.setup()
    render(<Tabs vertical />)
    tab('one').focus()
    await user.keyboard('{ArrowRight}')
    expect(tab('one')).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(tab('two')).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(tab('one')).toHaveFocus()
  })
})
