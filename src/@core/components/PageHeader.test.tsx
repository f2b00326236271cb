import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureI18n } from '@tests/renderWithProviders'
import { PageHeader } from './PageHeader'

beforeAll(ensureI18n)

const trail = () =>
  Array.from(
    screen.getByRole('navigation', { name: 'Breadcrumb' }).querySelectorAll('li'),
    (li) => li.textContent
  )

describe('PageHeader', () => {
  it('ends the trail with the title and links the crumbs that have a path', () => {
    render(
      <MemoryRouter>
        <PageHeader
          title="Edit"
          crumbs={[{ label: 'Apps' }, { label: 'Invoices', to: '/apps/invoice/list' }]}
        />
      </MemoryRouter>
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Edit' })).toBeInTheDocument()
    expect(trail()).toEqual(['Home', 'Apps', 'Invoices', 'Edit'])
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/apps/invoice/list')
  })

  it('does not repeat a crumb that reads the same as the title', () => {
    render(
      <MemoryRouter>
        <PageHeader title="Rechnungen" crumbs={[{ label: 'Apps' }, { label: 'Rechnungen' }]} />
      </MemoryRouter>
    )
    expect(trail()).toEqual(['Home', 'Apps', 'Rechnungen'])
  })
})
