import '@fake-db'
import { mock } from '@fake-db'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { notify } from '@core/components/toast'
import i18n from '@/configs/i18n'
import { renderComponent, renderWithProviders } from '@tests/renderWithProviders'
import { useSaveMove, type EventMove } from './useSaveMove'

// FullCalendar draws in jsdom too (no layout, so its events are found by their text).
async function openCalendar(path = '/apps/calendar') {
  const view = await renderWithProviders(path)
  await screen.findByText('Quarterly roadmap review')
  return view
}

const lastEventsQuery = () =>
  mock.history.get.filter((request) => request.url === '/apps/calendar/events').at(-1)?.params as {
    calendars: string
  }
const panel = (name: string) => screen.findByRole('dialog', { name })

describe('calendar screen', () => {
  it('refetches the events of the chosen calendars when a filter or "View all" is toggled', async () => {
    const { user, router } = await openCalendar()
    expect(lastEventsQuery().calendars).toBe('Personal,Business,Family,Holiday,ETC')

    await user.click(screen.getByLabelText('Business'))
    await waitFor(() => expect(screen.queryByText('Quarterly roadmap review')).not.toBeInTheDocument())
    expect(lastEventsQuery().calendars).toBe('Personal,Family,Holiday,ETC')
    expect(router.state.location.search).toBe('?calendars=Personal%2CFamily%2CHoliday%2CETC')
    expect(screen.getByText('Dentist check-up')).toBeInTheDocument()
    expect(screen.getByLabelText('View all')).not.toBeChecked()

    await user.click(screen.getByLabelText('View all'))
    expect(await screen.findByText('Quarterly roadmap review')).toBeInTheDocument()
    expect(router.state.location.search).toBe('')

    await user.click(screen.getByLabelText('View all'))
    expect(await screen.findByText(/No calendar is chosen/)).toBeInTheDocument()
    expect(lastEventsQuery().calendars).toBe('')
    await waitFor(() => expect(screen.queryByText('Dentist check-up')).not.toBeInTheDocument())
  })

  it('marks the grid busy while its events load', async () => {
    const { container } = await renderWithProviders('/apps/calendar')
    const grid = () => container.querySelector('.nl-calendar')
    await waitFor(() => expect(grid()).toHaveAttribute('aria-busy', 'true'))
    await screen.findByText('Quarterly roadmap review')
    await waitFor(() => expect(grid()).toHaveAttribute('aria-busy', 'false'))
  })

  it('opens with the calendars of the URL', async () => {
    await renderWithProviders('/apps/calendar?calendars=Holiday')
    expect(await screen.findByText('Winter solstice picnic')).toBeInTheDocument()
    expect(screen.queryByText('Dentist check-up')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Holiday')).toBeChecked()
    expect(screen.getByLabelText('Personal')).not.toBeChecked()

    await act(() => i18n.changeLanguage('fr'))
    expect(await screen.findByText('Pique-nique du solstice d’hiver')).toBeInTheDocument()
  })

  it('adds an event from the panel, refusing an end before the start', async () => {
    const { user } = await openCalendar()
    await user.click(screen.getByRole('button', { name: 'Add event' }))
    const adding = await panel('Add event')
    await user.type(within(adding).getByLabelText('Title'), 'Book club')
    await user.selectOptions(within(adding).getByLabelText('Calendar'), 'Family')
    const start = within(adding).getByLabelText('Start') as HTMLInputElement
    const end = within(adding).getByLabelText('End')
    const day = start.value.slice(0, 10)
    // A fixed start: the suggested one (the next hour) is midnight late in the evening.
    await user.clear(start)
    await user.type(start, `${day}T10:00`)
    await user.clear(end)
    await user.type(end, `${day}T09:00`)
    await user.click(within(adding).getByRole('button', { name: 'Add' }))
    expect(await within(adding).findByText('The end cannot be before the start.')).toBeInTheDocument()

    await user.clear(end)
    await user.type(end, `${day}T23:30`)
    await user.click(within(adding).getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('"Book club" was added.')).toBeInTheDocument()
    expect(await screen.findByText('Book club')).toBeInTheDocument()
    const added = mock.history.post.filter((request) => request.url === '/apps/calendar/add-event').at(-1)!
    expect(JSON.parse(added.data as string).event).toMatchObject({
      title: 'Book club',
      start: `${day}T10:00`,
      end: `${day}T23:30`,
      extendedProps: { calendar: 'Family' }
    })
  })

  it('invites a guest of the team; guests travel by name', async () => {
    const { user } = await openCalendar()
    await user.click(screen.getByText('Quarterly roadmap review'))
    const editing = await panel('Edit event')
    expect(within(editing).getByRole('button', { name: 'Remove Henrik Aalto' })).toBeInTheDocument()
    await user.type(within(editing).getByRole('combobox', { name: 'Guests' }), 'Vera{Enter}')
    await user.click(within(editing).getByRole('button', { name: 'Update' }))
    await waitFor(() =>
      expect(
        mock.history.post.filter((request) => request.url === '/apps/calendar/update-event')
      ).not.toEqual([])
    )
    const sent = mock.history.post.filter((request) => request.url === '/apps/calendar/update-event').at(-1)!
    expect(JSON.parse(sent.data as string).event.extendedProps.guests).toEqual([
      'Astrid Nyhus',
      'Henrik Aalto',
      'Maya Goldberg',
      'Vera Kowalczyk'
    ])
  })

  it('edits an event, then deletes it after confirming', async () => {
    const { user } = await openCalendar()
    await user.click(screen.getByText('Dentist check-up'))
    const editing = await panel('Edit event')
    expect(within(editing).getByLabelText('Location')).toHaveValue('Smile Street Clinic')
    await user.clear(within(editing).getByLabelText('Title'))
    await user.type(within(editing).getByLabelText('Title'), 'Dentist: cleaning')
    await user.click(within(editing).getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Dentist: cleaning')).toBeInTheDocument()
    expect(screen.queryByText('Dentist check-up')).not.toBeInTheDocument()

    await user.click(screen.getByText('Dentist: cleaning'))
    await user.click(within(await panel('Edit event')).getByRole('button', { name: 'Delete' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete event?' })).getByRole('button', { name: 'Delete' })
    )
    await waitFor(() => expect(screen.queryByText('Dentist: cleaning')).not.toBeInTheDocument())
    expect(await screen.findByText('"Dentist: cleaning" was deleted.')).toBeInTheDocument()
  })
})

describe('saving a drag', () => {
  function Probe({ expose }: { expose: (save: (move: EventMove) => Promise<void>) => void }) {
    expose(useSaveMove())
    return null
  }

  /** The hook's save; the probe renders once the hook's strings are in, which may take a moment. */
  async function renderSave() {
    let save: ((move: EventMove) => Promise<void>) | undefined
    await renderComponent(<Probe expose={(fn) => (save = fn)} />)
    await waitFor(() => expect(save).toBeTypeOf('function'))
    return save!
  }

  it('puts the event back and shows the error when the save is refused', async () => {
    const error = vi.spyOn(notify, 'error')
    const save = await renderSave()
    const revert = vi.fn()
    await act(() => save({ id: 999, start: new Date(2030, 0, 2), end: null, allDay: true, revert }))
    expect(revert).toHaveBeenCalledOnce()
    expect(error).toHaveBeenCalledWith(
      'The event could not be moved: It was not found; it may have been deleted.'
    )
  })

  it('saves the new dates in the contract format', async () => {
    const success = vi.spyOn(notify, 'success')
    const save = await renderSave()
    const revert = vi.fn()
    await act(() =>
      save({
        id: 2,
        start: new Date(2030, 0, 2, 8, 15),
        end: new Date(2030, 0, 2, 9, 0),
        allDay: false,
        revert
      })
    )
    expect(revert).not.toHaveBeenCalled()
    expect(success).toHaveBeenCalledWith('"Dentist check-up" was moved.')
    const sent = JSON.parse(mock.history.post.at(-1)!.data as string)
    expect(sent).toEqual({
      event: { id: 2, allDay: false, start: '2030-01-02T08:15', end: '2030-01-02T09:00' }
    })
  })
})
