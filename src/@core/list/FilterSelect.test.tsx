import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { choice, paging, text } from '@/utility/list.contract'
import { FilterSelect } from './FilterSelect'
import { useListState, type ListStateSpec } from './useListState'

const params = { q: text(), ...paging(10), status: choice(['paid', 'due'] as const), owner: text() }
const spec: ListStateSpec<typeof params> = { params }

function Screen({ owners }: { owners?: string[] }) {
  const list = useListState(spec)
  const location = useLocation()
  return (
    <>
      <FilterSelect
        list={list}
        param="status"
        label="Status"
        all="Any status"
        optionLabel={(v) => `S:${v}`}
      />
      <FilterSelect
        list={list}
        param="owner"
        label="Owner"
        all="Anyone"
        values={owners}
        optionLabel={(v) => v}
      />
      <output>{location.search}</output>
    </>
  )
}

const renderAt = (url: string, owners?: string[]) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Screen owners={owners} />
    </MemoryRouter>
  )

describe('FilterSelect', () => {
  it('offers the values of the parameter one-of rule and writes the choice to the URL, back to page 1', async () => {
    renderAt('/list?page=3')
    const status = screen.getByRole('combobox', { name: 'Status' })
    expect([...status.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Any status',
      'S:paid',
      'S:due'
    ])
    await userEvent.selectOptions(status, 'due')
    expect(status).toHaveValue('due')
    expect(screen.getByRole('status')).toHaveTextContent('?status=due')
    await userEvent.selectOptions(status, '')
    expect(screen.getByRole('status')).toHaveTextContent(/^$/)
  })

  it('reads its value from the URL and keeps a value no longer offered, so it shows what filters the list', () => {
    renderAt('/list?status=paid&owner=gone', ['ann', 'bob'])
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('paid')
    const owner = screen.getByRole('combobox', { name: 'Owner' })
    expect(owner).toHaveValue('gone')
    expect([...owner.querySelectorAll('option')].map((option) => option.value)).toEqual([
      '',
      'ann',
      'bob',
      'gone'
    ])
  })
})

const ordered = {
  sortBy: choice(['name', 'size'] as const, 'name'),
  sort: choice(['asc', 'desc'] as const, 'asc')
}

function OrderScreen() {
  const list = useListState({ params: ordered })
  return (
    <>
      <FilterSelect list={list} param="sortBy" direction="sort" label="Order" optionLabel={(v) => v} />
      <output>{useLocation().search}</output>
    </>
  )
}

describe('an order select', () => {
  it('offers each column both ways and sets the column and its direction at once', async () => {
    render(
      <MemoryRouter initialEntries={['/files?sortBy=size']}>
        <OrderScreen />
      </MemoryRouter>
    )
    const select = screen.getByLabelText('Order')
    expect(select).toHaveValue('size:asc')
    expect([...select.querySelectorAll('option')].map((option) => option.value)).toEqual([
      'name:asc',
      'name:desc',
      'size:asc',
      'size:desc'
    ])
    await userEvent.selectOptions(select, 'name:desc')
    expect(screen.getByRole('status')).toHaveTextContent('?sort=desc')
  })
})
