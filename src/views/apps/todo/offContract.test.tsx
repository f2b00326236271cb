import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answerWith } from '@tests/answers'
import { renderWithProviders } from '@tests/renderWithProviders'
import type { Task } from './contract'

describe('todo with a task off its contract', () => {
  it('lists the other tasks and says one was left out (title: null)', async () => {
    answerWith(['/apps/todo/tasks'], 200, (real) =>
      (real as Task[]).map((task, i) => (i === 0 ? { ...task, title: null } : task))
    )
    await renderWithProviders('/apps/todo')
    const tasks = await screen.findByRole('list', { name: 'Tasks' })
    await waitFor(() => expect(within(tasks).getAllByRole('listitem').length).toBeGreaterThan(3))
    expect(screen.getByText('1 record was left out: it was not in the expected form.')).toHaveAttribute(
      'role',
      'status'
    )
  })
})
