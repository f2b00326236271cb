import '@fake-db'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answerWith } from '@tests/answers'
import { renderWithProviders } from '@tests/renderWithProviders'
import type { CalendarEvent } from './contract'

describe('calendar with an event off its contract', () => {
  it('shows the other events and says one was left out (start: null)', async () => {
    const kept = 'Quarterly roadmap review'
    answerWith(['/apps/calendar/events'], 200, (real) => {
      const events = real as CalendarEvent[]
      const spoilt = events.find((event) => event.title !== kept)
      return events.map((event) => (event === spoilt ? { ...event, start: null } : event))
    })
    await renderWithProviders('/apps/calendar')
    const note = await screen.findByText('1 record was left out: it was not in the expected form.')
    expect(note).toHaveAttribute('role', 'status')
    expect(await screen.findByText(kept)).toBeInTheDocument()
  })
})
