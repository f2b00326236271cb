import '@fake-db'
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'
import type { ChatEvent, ChatRequest } from '../contract'

// An answer that stops at an approval card and goes on streaming until the user leaves it.
vi.mock('../chat/transport', () => ({
  async *askChat(_request: ChatRequest, signal: AbortSignal): AsyncGenerator<ChatEvent> {
    yield {
      type: 'approval',
      proposal: {
        id: 'p-left',
        tool: 'addTodo',
        method: 'post',
        path: '/apps/todo/tasks',
        input: { body: { title: 'Call Anna' } },
        before: null,
        after: { title: 'Call Anna' }
      }
    }
    yield { type: 'text', delta: 'Approve it' }
    await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }))
  }
}))

const question = 'Add a todo called Call Anna'

describe('a conversation left while its answer is on its way', () => {
  it('is kept with the decision made on its card', async () => {
    const { user } = await renderWithProviders('/apps/assistant')
    await user.type(await screen.findByLabelText('Your question', {}, { timeout: 15_000 }), question)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const card = await screen.findByRole('group', { name: 'Change to approve' })
    await user.click(within(card).getByRole('button', { name: 'Reject' }))
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument()

    await user.click(screen.getAllByRole('button', { name: 'New conversation' })[0])
    const list = screen.getByRole('list', { name: 'Conversations' })
    await user.click(await within(list).findByRole('button', { name: question }))

    const kept = await screen.findByRole('group', { name: 'Change to approve' })
    expect(await within(kept).findByText('Rejected: nothing was written.')).toBeInTheDocument()
    expect(within(kept).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument()
  }, 30_000)
})
