import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios'
import { http } from '@/utility/http'
import { renderWithProviders } from '@tests/renderWithProviders'

// The first visit transforms the route chunk (and ApexCharts), slow on a busy machine.

async function card(title: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: title })
  return heading.closest<HTMLElement>('.card')!
}

function holdCalls(url: string) {
  const request = http.request.bind(http)
  let release: (fail: boolean) => void = () => undefined
  const spy = vi.spyOn(http, 'request').mockImplementation((config: AxiosRequestConfig) => {
    if (config.url !== url) return request(config)
    return new Promise((resolve, reject) => {
      release = (fail) => {
        if (!fail) return resolve(request(config))
        const error = new AxiosError('Request failed with status code 500', 'ERR_BAD_RESPONSE')
        error.response = { status: 500, data: { error: 'Server down' } } as AxiosResponse
        reject(error)
      }
    })
  })
  return { answer: () => release(false), fail: () => release(true), restore: () => spy.mockRestore() }
}

describe('cards', () => {
  it('shows a skeleton while a card loads, then its data', async () => {
    const calls = holdCalls('/card/card-analytics/support-tracker')
    await renderWithProviders('/cards/analytics')
    const tracker = await card('Support Tracker')
    await waitFor(() => expect(within(tracker).getByRole('status')).toHaveTextContent('Loading…'))
    calls.answer()
    expect(await within(tracker).findByText('164')).toBeInTheDocument()
    expect(within(tracker).queryByRole('status')).not.toBeInTheDocument()
    expect(within(tracker).getByText('29')).toBeInTheDocument()
  })

  it('offers a retry when a card fails, and shows the data after it', async () => {
    const calls = holdCalls('/card/card-analytics/support-tracker')
    const { user } = await renderWithProviders('/cards/analytics')
    const tracker = await card('Support Tracker')
    await waitFor(() => expect(within(tracker).getByRole('status')).toBeInTheDocument())
    calls.fail()
    expect(await within(tracker).findByRole('alert')).toHaveTextContent('This card could not load its data.')
    calls.restore()
    await user.click(within(tracker).getByRole('button', { name: 'Retry' }))
    expect(await within(tracker).findByText('164')).toBeInTheDocument()
    expect(within(tracker).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('changes what a card shows with its time-range menu', async () => {
    const { user } = await renderWithProviders('/cards/analytics')
    const tracker = await card('Support Tracker')
    expect(await within(tracker).findByText('164')).toBeInTheDocument()
    await user.click(within(tracker).getByRole('button', { name: 'Time range: Last 28 Days' }))
    await user.click(await within(tracker).findByRole('menuitem', { name: 'Last Year' }))
    expect(await within(tracker).findByText('2,318')).toBeInTheDocument()
    expect(within(tracker).getByRole('button', { name: 'Time range: Last Year' })).toBeInTheDocument()
    expect(within(tracker).queryByText('164')).not.toBeInTheDocument()
  })

  it('changes the revenue report with its year menu', async () => {
    const { user } = await renderWithProviders('/cards/analytics')
    const report = await card('Revenue Report')
    expect(await within(report).findByText('$25,852')).toBeInTheDocument()
    await user.click(within(report).getByRole('button', { name: 'Year: 2020' }))
    await user.click(await within(report).findByRole('menuitem', { name: '2019' }))
    expect(await within(report).findByText('$21,367')).toBeInTheDocument()
  })

  it('blocks a card behind an overlay while it refreshes, and closes cards until restored', async () => {
    const { user } = await renderWithProviders('/cards/action')
    const refreshing = await card('Refresh content')
    expect(await within(refreshing).findByText('690')).toBeInTheDocument()
    await user.click(within(refreshing).getByRole('button', { name: 'Refresh Refresh content' }))
    expect(within(refreshing).getByRole('status')).toHaveTextContent('Refreshing…')
    await waitFor(() => expect(within(refreshing).queryByRole('status')).not.toBeInTheDocument())

    await user.click(within(await card('Remove card')).getByRole('button', { name: 'Close Remove card' }))
    expect(screen.queryByRole('heading', { name: 'Remove card' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Restore 1 closed card' }))
    expect(await screen.findByRole('heading', { name: 'Remove card' })).toBeInTheDocument()
  })
})
