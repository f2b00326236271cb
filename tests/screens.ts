import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'
import { renderWithProviders } from './renderWithProviders'

export function listTable(name: string) {
  const table = () => screen.getByRole('table', { name })
  const bodyRows = () => within(table()).getAllByRole('row').slice(1)
  const firstLinks = () => bodyRows().map((row) => within(row).getAllByRole('link')[0]!.textContent)
  /** The first visit transforms the route chunk, slow on a busy machine. */
  const open = async (path: string) => {
    const view = await renderWithProviders(path)
    await waitFor(() => expect(bodyRows()).toHaveLength(10), { timeout: 15000 })
    return view
  }
  return { table, bodyRows, firstLinks, open }
}

export async function typeInto(user: UserEvent, scope: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await user.type(within(scope).getByLabelText(label), value)
}
