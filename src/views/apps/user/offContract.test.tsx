import '@fake-db'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answerWith } from '@tests/answers'
import { renderWithProviders } from '@tests/renderWithProviders'
import type { UserListResponse, UserResponse } from './contract'

const leftOut = '1 record was left out: it was not in the expected form.'

describe('users with a record off its contract', () => {
  it('lists the other users and says one was left out (email: null)', async () => {
    answerWith(['/api/users/list/data'], 200, (real) => {
      const { users, ...rest } = real as UserListResponse
      return { ...rest, users: users.map((user, i) => (i === 0 ? { ...user, email: null } : user)) }
    })
    await renderWithProviders('/apps/user/list')
    expect(await screen.findByText(leftOut)).toHaveAttribute('role', 'status')
    const table = screen.getByRole('table', { name: 'Users' })
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(9)
  })

  it('shows the error state with a retry for a user off the contract (role: null)', async () => {
    answerWith(['/api/users/user'], 200, (real) => ({
      user: { ...(real as UserResponse).user, role: null }
    }))
    await renderWithProviders('/apps/user/view/1')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("the server's answer was not in the expected form.")
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
