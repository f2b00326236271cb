import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { choice, choices, number, paging, range, text } from '@/utility/list.contract'
import { readListState, useListState, type ListStateSpec } from './useListState'

const params = {
  q: text(),
  ...paging(9),
  brands: choices(['Lumen', 'Tindra', 'Polarbyte']),
  ...range('price', number({ min: 0, max: 5000 })),
  sortBy: choice(['featured', 'price-asc'], 'featured'),
  calendars: choices(['Personal', 'Family'], ['Personal', 'Family']),
  view: choice(['grid', 'list'], 'grid')
}
const spec: ListStateSpec<typeof params> = { params, local: ['view'] }

function renderList(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  )
  return renderHook(() => ({ list: useListState(spec), location: useLocation() }), { wrapper })
}

describe('useListState', () => {
  it('reads lists, ranges and the default order from the URL, leniently', () => {
    expect(
      readListState(spec, new URLSearchParams('brands=Tindra,Nobody,Lumen&minPrice=100&maxPrice=x&sortBy=up'))
    ).toEqual({
      q: '',
      page: 1,
      perPage: 9,
      brands: ['Lumen', 'Tindra'],
      minPrice: 100,
      maxPrice: null,
      sortBy: 'featured',
      calendars: ['Personal', 'Family'],
      view: 'grid'
    })
    expect(
      readListState({ ...spec, perPageOptions: [10, 25] }, new URLSearchParams('perPage=500')).perPage
    ).toBe(10)
  })

  it('writes only what differs from the defaults, back to page 1 unless a local parameter changed', () => {
    const { result } = renderList('/shop?page=3')
    act(() => result.current.list.update({ view: 'list' }))
    expect(result.current.location.search).toBe('?page=3&view=list')
    act(() => result.current.list.update({ brands: ['Tindra', 'Lumen'], maxPrice: 300 }))
    expect(result.current.location.search).toBe('?brands=Tindra%2CLumen&maxPrice=300&view=list')
    expect(result.current.list.state).toMatchObject({ page: 1, brands: ['Lumen', 'Tindra'], maxPrice: 300 })
    expect(result.current.list.query).toEqual({ brands: 'Lumen,Tindra', maxPrice: '300' })
  })

  it('writes an empty list whose default is not empty, and links to a changed state', () => {
    const { result } = renderList('/calendar')
    act(() => result.current.list.update({ calendars: [] }, { replace: true }))
    expect(result.current.location.search).toBe('?calendars=')
    expect(result.current.list.state.calendars).toEqual([])
    expect(result.current.list.href({ sortBy: 'price-asc' })).toBe('?sortBy=price-asc&calendars=')
  })

  it('resets every parameter to its default but the local ones, then applies a change', () => {
    const { result } = renderList('/shop?q=lamp&page=2&brands=Lumen&minPrice=10&sortBy=price-asc&view=list')
    act(() => result.current.list.reset({ q: 'desk' }))
    expect(result.current.location.search).toBe('?q=desk&view=list')
    act(() => result.current.list.reset())
    expect(result.current.location.search).toBe('?view=list')
  })
})
