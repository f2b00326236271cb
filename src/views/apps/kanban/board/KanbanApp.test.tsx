import '@fake-db'
import { mock } from '@fake-db'
import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/configs/i18n'
import { renderWithProviders } from '@tests/renderWithProviders'

const board = (title: string | RegExp) => screen.getByRole('region', { name: title })
const cardTitles = (title: string) =>
  [...board(title).querySelectorAll('.kanban-card')].map(
    (card) => card.querySelector('p.fw-medium')?.textContent
  )

async function openKanban() {
  const view = await renderWithProviders('/apps/kanban')
  await waitFor(() =>
    expect(screen.getAllByRole('button', { name: /Sketch the onboarding checklist/ })).toHaveLength(1)
  )
  return view
}

// jsdom lays nothing out: boxes as a browser would give, so dnd-kit's keyboard moves find neighbours.
function layOut() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function rect(
    this: Element
  ): DOMRect {
    const placeholder = document.querySelector('[data-board-id] .kanban-card.is-placeholder')
    if (this.classList.contains('is-lifted') && placeholder) return rect.call(placeholder)
    const section = this.closest('[data-board-id]')
    if (!section) return new DOMRect(0, 0, 1200, 800)
    const x = [...document.querySelectorAll('[data-board-id]')].indexOf(section) * 300
    if (this.classList.contains('kanban-card'))
      return new DOMRect(x, 100 + [...section.querySelectorAll('.kanban-card')].indexOf(this) * 120, 280, 100)
    if (this.classList.contains('kanban-tasks')) return new DOMRect(x, 90, 280, 600)
    return new DOMRect(x, 0, 280, 800)
  })
  Element.prototype.scrollIntoView ??= () => {}
}

describe('kanban board', () => {
  beforeEach(() => layOut())

  it('shows the three boards with their counts and cards', async () => {
    await openKanban()
    expect(screen.getByRole('heading', { level: 1, name: 'Kanban' })).toBeInTheDocument()
    for (const [title, count] of [
      ['TODO', '2 tasks'],
      ['In Progress', '2 tasks'],
      ['Done', '2 tasks']
    ]) {
      expect(within(board(title!)).getByText(count!)).toBeInTheDocument()
    }
    expect(cardTitles('TODO')).toEqual(['Sketch the onboarding checklist', 'Write the release notes for 2.4'])
    expect(within(board('In Progress')).getByRole('img', { name: 'and 2 more' })).toBeInTheDocument()

    await act(() => i18n.changeLanguage('fr'))
    expect(await screen.findByRole('button', { name: 'À faire' })).toBeInTheDocument()
    expect(screen.getByText('Esquisser la checklist d’accueil')).toBeInTheDocument()
  })

  it('adds a board, refusing an empty title', async () => {
    const { user } = await openKanban()
    await user.click(screen.getByRole('button', { name: 'Add board' }))
    await user.click(await screen.findByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'Board title' }), 'Code Review{Enter}')
    expect(await screen.findByText('The board “Code Review” was added.')).toBeInTheDocument()
    expect(
      within(await screen.findByRole('region', { name: 'Code Review' })).getByText(
        'No tasks yet. Drop one here or add one below.'
      )
    ).toBeInTheDocument()
  })

  it('adds a task at the bottom of a board', async () => {
    const { user } = await openKanban()
    await user.click(within(board('Done')).getByRole('button', { name: 'Add task' }))
    await user.type(
      await within(board('Done')).findByRole('textbox', { name: 'Task title' }),
      'Plan the retro{Enter}'
    )
    await waitFor(() =>
      expect(cardTitles('Done')).toEqual([
        'Interview five customers about exports',
        'Set up the staging database',
        'Plan the retro'
      ])
    )
    expect(within(board('Done')).getByText('3 tasks')).toBeInTheDocument()
  })

  it('adds a label of its own to a task, shown on a neutral badge beside the coloured seeded ones', async () => {
    const { user } = await openKanban()
    await user.click(screen.getByRole('button', { name: /Sketch the onboarding checklist/ }))
    const panel = await screen.findByRole('dialog', { name: 'Edit task' })
    await user.type(within(panel).getByRole('combobox', { name: 'Labels' }), 'Q3 launch{Enter}')
    await user.click(within(panel).getByRole('button', { name: 'Save' }))
    const badge = await screen.findByText('Q3 launch', { selector: '.badge' })
    expect(badge).toHaveClass('bg-body-tertiary')
    expect(screen.getAllByText('Design', { selector: '.badge' })[0]).toHaveClass('bg-primary-subtle')
  })

  it('assigns someone more to a task, sent as the wire spells people and shown on the card', async () => {
    const { user } = await openKanban()
    await user.click(screen.getByRole('button', { name: /Sketch the onboarding checklist/ }))
    const panel = await screen.findByRole('dialog', { name: 'Edit task' })
    expect(within(panel).getByRole('button', { name: 'Remove Astrid Nyhus' })).toBeInTheDocument()
    await user.type(within(panel).getByRole('combobox', { name: 'Assigned to' }), 'Felipe{Enter}')
    await user.click(within(panel).getByRole('button', { name: 'Save' }))
    await screen.findByText('“Sketch the onboarding checklist” was saved.')
    const sent = mock.history.post.filter((request) => request.url === '/apps/kanban/update-task').at(-1)!
    expect(JSON.parse(sent.data as string).data.assignedTo).toEqual([
      { title: 'Astrid Nyhus', img: '/images/avatars/2.svg' },
      { title: 'Luca Bianchi', img: '/images/avatars/9.svg' },
      { title: 'Felipe Ortega', img: '/images/avatars/5.svg' }
    ])
    const card = screen.getByRole('button', { name: /Sketch the onboarding checklist/ })
    expect(within(card).getByRole('img', { name: 'Felipe Ortega' })).toBeInTheDocument()
  })

  it('posts a comment with Enter from inside the task form, which stays open and unsaved', async () => {
    const { user } = await openKanban()
    await user.click(screen.getByRole('button', { name: /Sketch the onboarding checklist/ }))
    const panel = await screen.findByRole('dialog', { name: 'Edit task' })
    const box = within(panel).getByRole('textbox', { name: 'Write a comment' })
    await user.type(box, 'Ready for review.{Enter}')
    expect(await screen.findByText('Your comment was added.')).toBeInTheDocument()
    expect(await within(panel).findByText('Ready for review.')).toBeInTheDocument()
    expect(box).toHaveValue('')
    expect(screen.getByRole('dialog', { name: 'Edit task' })).toBeInTheDocument()
  })

  it('renames a board inline', async () => {
    const { user } = await openKanban()
    await user.click(within(board('TODO')).getByRole('button', { name: 'TODO' }))
    const field = await screen.findByRole('textbox', { name: 'Board title' })
    await user.clear(field)
    await user.type(field, 'Backlog{Enter}')
    expect(await screen.findByRole('region', { name: 'Backlog' })).toBeInTheDocument()
    expect(cardTitles('Backlog')).toHaveLength(2)
  })

  it('clears a board after confirming, keeping the board', async () => {
    const { user } = await openKanban()
    await user.click(screen.getByRole('button', { name: 'Actions for In Progress' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Clear tasks' }))
    const dialog = screen.getByRole('dialog', { name: 'Clear this board?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('The tasks of “In Progress” were cleared.')).toBeInTheDocument()
    await waitFor(() => expect(cardTitles('In Progress')).toEqual([]))
    expect(within(board('In Progress')).getByText('0 tasks')).toBeInTheDocument()
  })

  it('deletes a board and its tasks after confirming', async () => {
    const { user } = await openKanban()
    await user.click(screen.getByRole('button', { name: 'Actions for Done' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete board' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this board?' })).getByRole('button', {
        name: 'Delete'
      })
    )
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Done' })).not.toBeInTheDocument())
    expect(screen.queryByText('Set up the staging database')).not.toBeInTheDocument()
  })

  it('moves a card by keyboard within a board and across boards, as the server orders it', async () => {
    const { user } = await openKanban()
    screen.getByRole('button', { name: /Sketch the onboarding checklist/ }).focus()
    await user.keyboard('[Space]')
    await user.keyboard('[ArrowDown]')
    await user.keyboard('[Space]')
    await waitFor(() =>
      expect(cardTitles('TODO')).toEqual([
        'Write the release notes for 2.4',
        'Sketch the onboarding checklist'
      ])
    )

    screen.getByRole('button', { name: /Write the release notes/ }).focus()
    await user.keyboard('[Space]')
    await user.keyboard('[ArrowRight]')
    await user.keyboard('[Space]')
    await waitFor(() => expect(cardTitles('In Progress')).toContain('Write the release notes for 2.4'))
    expect(cardTitles('TODO')).toEqual(['Sketch the onboarding checklist'])
    const tasks = (await mock.axiosInstance.get<{ id: number; boardId: string }[]>('/apps/kanban/tasks')).data
    expect(tasks.find((task) => task.id === 2)?.boardId).toBe('in-progress')
  })

  it('puts a card back and says why when the server refuses the move', async () => {
    const { user } = await openKanban()
    // Someone else deleted the task meanwhile: this screen still shows it.
    await mock.axiosInstance.delete('/apps/kanban/delete-task', { params: { id: 1 } })
    screen.getByRole('button', { name: /Sketch the onboarding checklist/ }).focus()
    await user.keyboard('[Space]')
    await user.keyboard('[ArrowRight]')
    await user.keyboard('[Space]')
    expect(
      await screen.findByText(
        /The task could not be moved, it is back where it was. It was not found; it may have been deleted./
      )
    ).toBeInTheDocument()
    expect(cardTitles('TODO')).toEqual(['Sketch the onboarding checklist', 'Write the release notes for 2.4'])
  })
})
