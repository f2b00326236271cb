import '@fake-db'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answerWith } from '@tests/answers'
import { renderWithProviders } from '@tests/renderWithProviders'
import type { ChatResponse } from './contract'

describe('chat with a conversation off its contract', () => {
  it('shows the error state with a retry and keeps the chat list (contact.status unknown)', async () => {
    answerWith(['/apps/chat/get-chat'], 200, (real) => {
      const answer = real as ChatResponse
      return { ...answer, contact: { ...answer.contact, status: 'invisible' } }
    })
    await renderWithProviders('/apps/chat?contact=3')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("the server's answer was not in the expected form.")
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Chats' })).toBeInTheDocument()
  })
})
