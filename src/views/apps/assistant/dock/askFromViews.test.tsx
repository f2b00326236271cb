import '@fake-db'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { askDataChars } from '@core/assistant/ask'
import { renderWithProviders } from '@tests/renderWithProviders'
import { chatLimits } from '../contract'

const dock = () => screen.findByRole('dialog', { name: 'Assistant' }, { timeout: 10_000 })
const conversation = (scope: HTMLElement) => within(scope).getByRole('list', { name: 'Conversation' })

describe('the Ask action of cards and lists', () => {
  it('shares no more than the chat call accepts', () => {
    expect(askDataChars).toBeLessThanOrEqual(chatLimits.viewChars)
  })

  it('opens the dock on a dashboard card and the demo model summarises the card', async () => {
    const { user } = await renderWithProviders('/dashboard/crm')
    const ask = await screen.findByRole(
      'button',
      { name: 'Ask the assistant about Sales overview' },
      { timeout: 15_000 }
    )
    await user.click(ask)
    const panel = await dock()
    expect(await within(panel).findByText('Summarise this card: Sales overview')).toBeInTheDocument()
    expect(
      await within(conversation(panel)).findByText(/A summary of .?Sales overview/, {}, { timeout: 10_000 })
    ).toBeInTheDocument()
  }, 45_000)

  it('opens the dock on a list with its view and the demo model summarises it', async () => {
    const { user } = await renderWithProviders('/apps/invoice/list?q=a&status=Paid')
    await user.click(
      await screen.findByRole('button', { name: 'Ask the assistant about Invoices' }, { timeout: 15_000 })
    )
    const panel = await dock()
    expect(await within(panel).findByText('Summarise this list: Invoices')).toBeInTheDocument()
    const answer = conversation(panel)
    expect(
      await within(answer).findByText(/A summary of .?Invoices/, {}, { timeout: 10_000 })
    ).toBeInTheDocument()
    expect(await within(answer).findByText(/"status":"Paid"/, {}, { timeout: 20_000 })).toBeInTheDocument()
  }, 45_000)
})
