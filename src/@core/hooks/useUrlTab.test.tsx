import { act, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { useUrlTab } from './useUrlTab'

const ids = ['general', 'info', 'social'] as const

function renderTabs(url: string, history = false) {
  const shown: { current: ReturnType<typeof useUrlTab<(typeof ids)[number]>> | null } = { current: null }
  function Tabs() {
    shown.current = useUrlTab(ids, 'test', { history })
    return null
  }
  const router = createMemoryRouter([{ path: '/', element: <Tabs /> }], { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  const choose = (id: (typeof ids)[number]) => act(() => shown.current!.tabList.tab(id).onClick())
  return { shown, router, choose }
}

describe('useUrlTab', () => {
  it('opens the tab the URL names, the first for an unknown or missing one', () => {
    expect(renderTabs('/?tab=social').shown.current!.active).toBe('social')
    expect(renderTabs('/?tab=nope').shown.current!.active).toBe('general')
    expect(renderTabs('/').shown.current!.active).toBe('general')
  })

  it('writes the chosen tab, keeps other parameters, and leaves the first tab out of the URL', () => {
    const { shown, router, choose } = renderTabs('/?q=x')
    choose('info')
    expect(shown.current!.active).toBe('info')
    expect(router.state.location.search).toBe('?q=x&tab=info')
    expect(router.state.historyAction).toBe('REPLACE')
    choose('general')
    expect(router.state.location.search).toBe('?q=x')
  })

  it('adds a history entry per switch when asked, so Back returns to the tab before', () => {
    const { router, choose } = renderTabs('/', true)
    choose('social')
    expect(router.state.historyAction).toBe('PUSH')
    act(() => void router.navigate(-1))
    expect(router.state.location.search).toBe('')
  })
})
