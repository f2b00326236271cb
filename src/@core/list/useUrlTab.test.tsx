import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { useUrlTab } from './useUrlTab'

const ids = ['feed', 'about', 'teams'] as const

function renderTab(url: string, replace?: boolean) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/start', url]} initialIndex={1}>
      {children}
    </MemoryRouter>
  )
  return renderHook(
    () => ({ tab: useUrlTab(ids, { replace }), location: useLocation(), how: useNavigationType() }),
    { wrapper }
  )
}

describe('useUrlTab', () => {
  it('opens the tab the URL names, the first one for a missing or unknown name', () => {
    expect(renderTab('/p?tab=about').result.current.tab.active).toBe('about')
    expect(renderTab('/p?tab=nope').result.current.tab.active).toBe('feed')
    expect(renderTab('/p').result.current.tab.active).toBe('feed')
  })

  it('writes the tab beside the other parameters and drops it for the first tab', () => {
    const { result } = renderTab('/p?q=x')
    act(() => result.current.tab.open('teams'))
    expect(result.current.location.search).toBe('?q=x&tab=teams')
    expect(result.current.tab.active).toBe('teams')
    act(() => result.current.tab.open('feed'))
    expect(result.current.location.search).toBe('?q=x')
  })

  it('replaces the history entry unless told to add one', () => {
    const replaced = renderTab('/p')
    act(() => replaced.result.current.tab.open('about'))
    expect(replaced.result.current.how).toBe('REPLACE')
    const pushed = renderTab('/p', false)
    act(() => pushed.result.current.tab.open('about'))
    expect(pushed.result.current.how).toBe('PUSH')
  })
})
