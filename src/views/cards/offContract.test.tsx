import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answerWith } from '@tests/answers'
import { renderWithProviders } from '@tests/renderWithProviders'

const failedCard = 'This card could not load its data.'

// A dashboard loads a dozen card chunks: on a busy machine its headings can take longer than the default wait.
async function card(title: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: title }, { timeout: 40_000 })
  return heading.closest<HTMLElement>('.card')!
}

type Answer = Record<string, unknown>

async function expectShown(title: string) {
  const shown = await card(title)
  await waitFor(() => expect(within(shown).queryByRole('status')).not.toBeInTheDocument())
  expect(within(shown).queryByRole('alert')).not.toBeInTheDocument()
}

describe('a card whose answer does not match its contract', () => {
  it('shows its own error state with a retry for a device of unknown icon; the other cards render', async () => {
    answerWith(['/card/card-analytics/sessions-device'], 200, (real) => {
      const { devices, ...rest } = real as { devices: Answer[] }
      return { ...rest, devices: [{ ...devices[0], icon: 'toaster' }, ...devices.slice(1)] }
    })
    await renderWithProviders('/cards/analytics')
    const sessions = await card('Sessions by Device')
    expect(await within(sessions).findByRole('alert')).toHaveTextContent(failedCard)
    expect(within(sessions).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(await within(await card('Support Tracker')).findByText('164')).toBeInTheDocument()
  })

  const spoilers = {
    'an unknown statistics key': (real: Answer) => ({
      ...real,
      analyticsData: { key: 'bogus', value: 1, growth: 1 }
    }),
    'no series': (real: Answer) => ({ ...real, series: [] })
  }
  const dashboards = [
    ['/dashboard/analytics', 'subscribers', 'Subscribers Gained', 'Orders Received'],
    ['/', 'orders-bar-chart', 'Orders', 'Profit']
  ] as const
  it.each(
    dashboards.flatMap(([path, ...rest]) => Object.keys(spoilers).map((spoiler) => [path, spoiler, ...rest]))
  )(
    'keeps %s up when a statistics answer has %s (%s)',
    async (path, spoiler, name, spoiledTitle, fineTitle) => {
      const spoil = spoilers[spoiler as keyof typeof spoilers]
      answerWith([`/card/card-statistics/${name}`], 200, (real) => spoil(real as Answer))
      await renderWithProviders(path)
      expect(await within(await card(spoiledTitle)).findByRole('alert')).toHaveTextContent(failedCard)
      await expectShown(fineTitle)
    }
  )
})
