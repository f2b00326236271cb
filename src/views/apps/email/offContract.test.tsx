import '@fake-db'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answerWith } from '@tests/answers'
import { renderWithProviders } from '@tests/renderWithProviders'
import type { EmailListResponse } from './contract'

describe('email with a mail off its contract', () => {
  it.each([
    ['from: null', { from: null }],
    ["time: 'x'", { time: 'x' }]
  ])('lists the rest of the inbox and says one mail was left out (%s)', async (_, spoil) => {
    answerWith(['/apps/email/emails'], 200, (real) => {
      const { emails, ...rest } = real as EmailListResponse
      return { ...rest, emails: emails.map((email, i) => (i === 0 ? { ...email, ...spoil } : email)) }
    })
    await renderWithProviders('/apps/email')
    const list = await screen.findByRole('list', { name: 'Mail in Inbox' })
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(3)
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 record was left out: it was not in the expected form.'
    )
  })
})
