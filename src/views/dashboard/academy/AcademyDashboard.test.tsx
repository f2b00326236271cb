import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

// Role queries over a page of charts are slow in jsdom: find a card by its title's text, then look inside it.
const card = async (title: string) =>
  (await screen.findByText(title, { selector: 'h2' })).closest('.card') as HTMLElement

const tableIn = (scope: HTMLElement, caption: string) =>
  within(scope).getByText(caption, { selector: 'caption' }).closest('table') as HTMLElement

describe('the academy dashboard', () => {
  it('shows the learners, the top courses linked to their pages, the sessions and the assignments', async () => {
    const { user } = await renderWithProviders('/dashboard/academy')
    expect(await screen.findByText('Academy Dashboard', { selector: 'h1' })).toBeInTheDocument()
    const overview = await card('Learning')
    expect(await within(overview).findByText('6,325')).toBeInTheDocument()

    const courses = await card('Top courses')
    const first = await within(courses).findByRole('link', { name: 'TypeScript for product teams' })
    expect(first).toHaveAttribute('href', '/dashboard/academy/course/2')
    expect(
      within(courses).getByRole('progressbar', { name: 'TypeScript for product teams progress: 64%' })
    ).toBeInTheDocument()

    const sessions = await card('Upcoming sessions')
    expect(await within(sessions).findByText('Live Q&A: tokens and themes')).toBeInTheDocument()

    const assignments = await card('Assignments')
    await within(assignments).findByText('Audit a button set')
    const table = tableIn(assignments, 'Assignments')
    expect(table.querySelectorAll('tbody tr')).toHaveLength(8)
    await user.click(within(table).getByRole('button', { name: 'Sort by Assignment' }))
    const titles = [...table.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')!.textContent)
    expect(titles).toEqual([...titles].sort((a, b) => a!.localeCompare(b!)))
  }, 45_000)

  it('changes the course completion to the last year', async () => {
    const { user } = await renderWithProviders('/dashboard/academy')
    const completion = await card('Course completion')
    await within(completion).findByText('Completed', { selector: 'th' })
    const rows = () =>
      tableIn(completion, 'Courses started and completed per period').querySelectorAll('tbody tr')
    expect(rows()).toHaveLength(4)
    await user.click(within(completion).getByRole('button', { name: 'Time range: Last 28 Days' }))
    await user.click(await within(completion).findByRole('menuitem', { name: 'Last Year' }))
    await waitFor(() => expect(rows()).toHaveLength(12))
  }, 45_000)
})
