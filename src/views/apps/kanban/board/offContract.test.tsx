import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answerWith } from '@tests/answers'
import { renderWithProviders } from '@tests/renderWithProviders'
import type { Task } from '../contract'

describe('kanban with a task off its contract', () => {
  it('shows the boards with the other tasks and says one task was left out (assignedTo: null)', async () => {
    answerWith(['/apps/kanban/tasks'], 200, (real) =>
      (real as Task[]).map((task, i) => (i === 0 ? { ...task, assignedTo: null } : task))
    )
    await renderWithProviders('/apps/kanban')
    const done = await screen.findByRole('region', { name: 'Done' })
    await waitFor(() => expect(within(done).getByText('2 tasks')).toBeInTheDocument())
    expect(screen.getByText('1 record was left out: it was not in the expected form.')).toHaveAttribute(
      'role',
      'status'
    )
    const counts = screen.getAllByText(/^\d+ tasks?$/).map((count) => count.textContent)
    expect(counts.sort()).toEqual(['1 task', '2 tasks', '2 tasks'])
  })
})
