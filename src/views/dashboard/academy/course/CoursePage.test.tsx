import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

const lessons = () => screen.getByRole('list', { name: 'Lessons' })

describe('a course page', () => {
  it('opens the first lesson not done, marks it done, and plays the next (a video)', async () => {
    const { user } = await renderWithProviders('/dashboard/academy/course/2')
    expect(
      await screen.findByRole('heading', { level: 2, name: 'TypeScript for product teams' })
    ).toBeInTheDocument()
    const current = within(lessons()).getByRole('button', { current: 'step' })
    expect(current).toHaveTextContent('Generics without fear')
    expect(screen.getByRole('heading', { level: 2, name: 'Generics without fear' })).toBeInTheDocument()
    expect(screen.getByText('A reading of about 19 minutes.')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Your progress: 40%' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Mark as done' }))
    expect(await screen.findByText('“Generics without fear” is done.')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Your progress: 60%' })).toBeInTheDocument()
    )
    expect(screen.getByRole('button', { name: 'Mark as not done' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Next lesson' }))
    expect(screen.getByRole('heading', { level: 2, name: 'Typing an API' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument()
    await user.click(within(lessons()).getByRole('button', { name: /Strict mode in a real codebase/ }))
    expect(screen.getByText('A quiz of about 12 minutes.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Next lesson' })).toBeNull()
  }, 45_000)

  it('says so for a course that does not exist', async () => {
    await renderWithProviders('/dashboard/academy/course/99')
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the academy' })).toHaveAttribute(
      'href',
      '/dashboard/academy'
    )
  })
})
