import { existsSync } from 'node:fs'
import path from 'node:path'
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { onAskAssistant } from '@core/assistant/ask'
import { renderComponent } from '@tests/renderWithProviders'
import { DataCard } from './DataCard'
import { TransactionsCard } from './TransactionsCard'

// A starter generated without the assistant has no navbar widget to listen: its cards must offer no Ask.
const assistantIn = existsSync(
  path.resolve(import.meta.dirname, '../../views/apps/assistant/navbar/NavbarAssistant.tsx')
)
const query = { data: { total: 3 }, isFetching: false, isError: false, refetch: () => undefined }

describe('a data card', () => {
  it(`offers Ask with its data only when the assistant is built (here: ${assistantIn})`, async () => {
    await renderComponent(
      <DataCard title="Revenue" query={query}>
        {(data) => data.total}
      </DataCard>
    )
    expect(await screen.findByText('3')).toBeInTheDocument()
    const ask = screen.queryByRole('button', { name: 'Ask the assistant about Revenue' })
    if (assistantIn) expect(ask).toBeInTheDocument()
    else expect(ask).toBeNull()
  })

  it.runIf(assistantIn)('a card drawn with the frame alone asks about its own data', async () => {
    const { user } = await renderComponent(<TransactionsCard />)
    const listener = vi.fn()
    const stop = onAskAssistant(listener)
    await user.click(await screen.findByRole('button', { name: 'Ask the assistant about Transactions' }))
    stop()
    expect(listener).toHaveBeenCalledWith({
      question: 'Summarise this card: Transactions',
      view: {
        title: 'Transactions',
        data: { transactions: expect.arrayContaining([{ title: 'Wallet', amount: expect.any(Number) }]) }
      }
    })
  })

  it.runIf(assistantIn)('a card on a shared answer asks about its own part only', async () => {
    const shared = { ...query, data: { totals: { won: 3 }, pipeline: [1, 2, 3] } }
    const { user } = await renderComponent(
      <DataCard title="Totals" query={shared} share={({ totals }) => ({ totals })}>
        {({ totals }) => totals.won}
      </DataCard>
    )
    const listener = vi.fn()
    const stop = onAskAssistant(listener)
    await user.click(await screen.findByRole('button', { name: 'Ask the assistant about Totals' }))
    stop()
    expect(listener.mock.calls[0][0].view).toEqual({ title: 'Totals', data: { totals: { won: 3 } } })
  })
})
