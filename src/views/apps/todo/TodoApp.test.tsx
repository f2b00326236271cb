import '@fake-db'
import { mock } from '@fake-db'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import i18n from '@/configs/i18n'
import { answerWith } from '@tests/answers'
import { renderWithProviders } from '@tests/renderWithProviders'

const taskList = () => screen.getByRole('list', { name: 'Tasks' })
const titles = () => [...taskList().querySelectorAll('.todo-title')].map((title) => title.textContent)
const row = (title: string) => screen.getByRole('button', { name: `Edit ${title}` }).closest('li')!

async function openTodo(path = '/apps/todo') {
  const view = await renderWithProviders(path)
  await waitFor(() => expect(titles().length).toBeGreaterThan(0))
  return view
}

async function openPanel(user: Awaited<ReturnType<typeof openTodo>>['user'], button: string) {
  await user.click(screen.getByRole('button', { name: button }))
  return screen.findByRole('dialog')
}

describe('todo app', () => {
  it('shows My Tasks newest first, then each filter and tag from the sidebar, in the URL', async () => {
    const { user, router } = await openTodo()
    expect(screen.getByRole('heading', { level: 1, name: 'Todo' })).toBeInTheDocument()
    expect(titles()[0]).toBe('Send the newsletter draft to marketing')
    expect(titles()).not.toContain('Clean up the old feature flags')
    await user.click(screen.getByRole('link', { name: 'Important' }))
    await waitFor(() =>
      expect(titles()).toEqual([
        'Send the newsletter draft to marketing',
        'Plan the team offsite agenda',
        'Prepare the customer interview questions',
        'Fix the invoice rounding in the export',
        'Draft the spring release notes'
      ])
    )
    expect(router.state.location.pathname).toBe('/apps/todo/important')
    expect(screen.getByRole('link', { name: 'Important' })).toHaveAttribute('aria-current', 'page')
    await user.click(screen.getByRole('link', { name: 'Deleted' }))
    await waitFor(() =>
      expect(titles()).toEqual(['Order new badges for the visitors', 'Clean up the old feature flags'])
    )
    await user.click(screen.getByRole('link', { name: 'Medium' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/todo/tag/medium'))
    await waitFor(() =>
      expect(titles()).toEqual([
        'Set up the staging database backup',
        'Translate the pricing page into Portuguese',
        'Prepare the customer interview questions',
        'Draft the spring release notes'
      ])
    )
  })

  it('names the glyph of a task nobody is assigned to', async () => {
    await openTodo()
    const unassigned = within(row('Set up the staging database backup')).getByRole('img', {
      name: 'Unassigned'
    })
    expect(unassigned.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    expect(
      within(row('Send the newsletter draft to marketing')).queryByRole('img', { name: 'Unassigned' })
    ).toBeNull()

    await act(() => i18n.changeLanguage('fr'))
    expect(await screen.findByText('Envoyer le brouillon de la newsletter au marketing')).toBeInTheDocument()
  })

  it('searches and sorts, keeping both in the URL', async () => {
    const { user, router } = await openTodo()
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'audit')
    await waitFor(() =>
      expect(titles()).toEqual(['Reply to the accessibility audit', 'Update the dependency audit'])
    )
    await user.click(screen.getByRole('button', { name: 'Sort tasks' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Title Z–A' }))
    await waitFor(() =>
      expect(titles()).toEqual(['Update the dependency audit', 'Reply to the accessibility audit'])
    )
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'audit',
      sortBy: 'title-desc'
    })
    await user.clear(screen.getByRole('searchbox', { name: 'Search tasks' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'nothing like this')
    expect(await screen.findByText('No task matches “nothing like this”.')).toBeInTheDocument()
  })

  it('completes a task from its checkbox: it shows in Completed', async () => {
    const { user } = await openTodo()
    await user.click(
      within(row('Update the dependency audit')).getByRole('checkbox', {
        name: 'Completed: Update the dependency audit'
      })
    )
    await waitFor(() =>
      expect(
        within(row('Update the dependency audit')).getByRole('checkbox', { name: /^Completed: / })
      ).toBeChecked()
    )
    await user.click(screen.getByRole('link', { name: 'Completed' }))
    await waitFor(() => expect(titles()).toContain('Update the dependency audit'))
  })

  it('adds a task in the side panel; an empty title is refused first', async () => {
    const { user } = await openTodo()
    const panel = await openPanel(user, 'Add Task')
    await user.click(within(panel).getByRole('button', { name: 'Add' }))
    expect(await within(panel).findByText('This field is required.')).toBeInTheDocument()
    await user.type(within(panel).getByLabelText('Title'), 'Renew the SSL certificate')
    await user.click(within(panel).getByRole('switch', { name: 'Important' }))
    await user.click(within(panel).getByRole('button', { name: /Due date/ }))
    await screen.findByRole('grid')
    await user.keyboard('{Enter}')
    await user.click(within(panel).getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('“Renew the SSL certificate” was added.')).toBeInTheDocument()
    await waitFor(() => expect(titles()[0]).toBe('Renew the SSL certificate'))
    const today = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short' }).format(new Date())
    expect(row('Renew the SSL certificate')).toHaveTextContent(`Due ${today}`)
    await user.click(screen.getByRole('link', { name: 'Important' }))
    await waitFor(() => expect(titles()[0]).toBe('Renew the SSL certificate'))
  })

  it('edits a task: the panel opens filled, the list shows the change', async () => {
    const { user } = await openTodo()
    const panel = await openPanel(user, 'Edit Reply to the accessibility audit')
    const title = within(panel).getByLabelText('Title')
    expect(title).toHaveValue('Reply to the accessibility audit')
    await user.clear(title)
    await user.type(title, 'Reply to the accessibility auditors')
    await user.click(within(panel).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('“Reply to the accessibility auditors” was updated.')).toBeInTheDocument()
    await waitFor(() => expect(titles()).toContain('Reply to the accessibility auditors'))
  })

  it('assigns a task to a person of the team, sent in the wire shape and shown on the row', async () => {
    const { user } = await openTodo()
    const panel = await openPanel(user, 'Edit Reply to the accessibility audit')
    await user.type(within(panel).getByRole('combobox', { name: 'Assignee' }), 'Stellan{Enter}')
    await user.click(within(panel).getByRole('button', { name: 'Save changes' }))
    await screen.findByText('“Reply to the accessibility audit” was updated.')
    const sent = mock.history.post.filter((request) => request.url === '/apps/todo/update-task').at(-1)!
    expect(JSON.parse(sent.data as string).task.assignee).toEqual({
      fullName: 'Stellan Björk',
      avatar: '/images/avatars/11.svg'
    })
    expect(
      await within(row('Reply to the accessibility audit')).findByRole('img', {
        name: 'Assigned to Stellan Björk'
      })
    ).toBeInTheDocument()
  })

  it('deletes a task after confirming (to Deleted), then restores it', async () => {
    const { user } = await openTodo()
    const panel = await openPanel(user, 'Edit Update the dependency audit')
    await user.click(within(panel).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this task?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('“Update the dependency audit” moved to Deleted.')).toBeInTheDocument()
    await waitFor(() => expect(titles()).not.toContain('Update the dependency audit'))
    await user.click(screen.getByRole('link', { name: 'Deleted' }))
    await waitFor(() => expect(titles()).toContain('Update the dependency audit'))
    await user.click(screen.getByRole('button', { name: 'Restore Update the dependency audit' }))
    expect(await screen.findByText('“Update the dependency audit” was restored.')).toBeInTheDocument()
    await waitFor(() => expect(titles()).not.toContain('Update the dependency audit'))
    await user.click(screen.getByRole('link', { name: 'My Tasks' }))
    await waitFor(() => expect(titles()).toContain('Update the dependency audit'))
  })

  it('draws 10,000 tasks a page of 50 at a time, with the way to the next page', async () => {
    answerWith(['/apps/todo/tasks'], 200, (real) => {
      const [first] = real as Record<string, unknown>[]
      return Array.from({ length: 10_000 }, (_, index) => ({
        ...first,
        id: 100_000 + index,
        title: `Job ${index + 1}`
      }))
    })
    const started = performance.now()
    const { user } = await openTodo()
    console.info(`[todo] 10,000 tasks: first page drawn in ${Math.round(performance.now() - started)} ms`)
    expect(titles()).toHaveLength(50)
    expect(titles()[0]).toBe('Job 1')
    const pages = screen.getByRole('navigation', { name: 'Pages of tasks' })
    expect(pages).toHaveTextContent('Tasks 1–50 of 10,000')
    await user.click(within(pages).getByRole('link', { name: 'Next page' }))
    expect(titles()[0]).toBe('Job 51')
    expect(pages).toHaveTextContent('Tasks 51–100 of 10,000')
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  }, 60_000)

  it('says so when the address names no view', async () => {
    await renderWithProviders('/apps/todo/starred')
    expect(await screen.findByRole('heading', { name: 'No such view' })).toBeInTheDocument()
  })
})
