import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import * as csv from '@/utility/csv'
import { renderComponent } from '@tests/renderWithProviders'
import { MeetupAgenda } from './MeetupAgenda'

describe('meetup agenda', () => {
  it('lists the programme and downloads the evening as a calendar event', async () => {
    const download = vi.spyOn(csv, 'downloadFile').mockImplementation(() => {})
    const { user } = await renderComponent(<MeetupAgenda />)
    expect(await screen.findByText('Three short talks')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }))
    const [name, content] = download.mock.calls[0]!
    expect(name).toBe('nordic-design-meetup.ics')
    expect(content).toContain('DTSTART:20261204T173000Z\r\nDTEND:20261204T210000Z')
    expect(content).toContain('LOCATION:Harbour Hall\\, Bergen')
    download.mockRestore()
  })
})
