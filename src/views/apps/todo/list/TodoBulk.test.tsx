import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { http } from '@/utility/http'
import { renderWithProviders } from '@tests/renderWithProviders'
import type { Task } from '../contract'

const taskList = () => screen.getByRole('list', { name: 'Tasks' })
const titles = () => [...taskList().querySelectorAll('.todo-title')].map((title) => title.textContent)
const bar = () => screen.findByRole('group', { name: 'Selected rows' })
const completed = (title: string) =>
  within(taskList()).getByRole('checkbox', { name: `Completed: ${title}` }) as HTMLInputElement
const first = 'Send the newsletter draft to marketing'
const second = 'Update the dependency audit'

async function openTodo(path = '/apps/todo') {
  const view = await renderWithProviders(path)
  await waitFor(() => expect(titles().length).toBeGreaterThan(0), { timeout: 15000 })
  const select = async (...names: string[]) => {
    for (const name of names)
      await view.user.click(within(taskList()).getByRole('checkbox', { name: `Select ${name}` }))
  }
  const choose = async (item: string) => {
    await view.user.click(within(await bar()).getByRole('button', { name: 'Actions' }))
    await view.user.click(screen.getByRole('menuitem', { name: item }))
  }
  return { ...view, select, choose }
}

describe('todo selection and bulk actions', () => {
  it('completes the selection in one call, then undoes it from the toast', async () => {
    const { user, select, choose } = await openTodo()
    expect(completed(first).checked).toBe(false)
    await select(first, second)
    expect(within(await bar()).getByRole('status')).toHaveTextContent('2 selected')
    await choose('Completed')
    const dialog = await screen.findByRole('dialog', { name: 'Status: Completed' })
    expect(dialog).toHaveTextContent('Mark the 2 selected tasks Completed?')
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('2 rows changed.')).toBeInTheDocument()
    await waitFor(() => expect(completed(first).checked).toBe(true))
    expect(completed(second).checked).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('Put back as they were.')).toBeInTheDocument()
    await waitFor(() => expect(completed(first).checked).toBe(false))
    expect(completed(second).checked).toBe(false)
  })

  it('moves the whole page to the trash, and Undo brings it back', async () => {
    const { user, choose } = await openTodo('/apps/todo/important')
    const shown = titles()
    await user.click(screen.getByRole('checkbox', { name: 'Select every row of this page' }))
    expect(within(await bar()).getByRole('status')).toHaveTextContent(`${shown.length} selected`)
    await choose('Delete')
    const dialog = await screen.findByRole('dialog', { name: 'Delete' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(`${shown.length} rows deleted.`)).toBeInTheDocument()
    expect(await screen.findByText('No task here.')).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Selected rows' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(screen.queryAllByRole('list', { name: 'Tasks' })).toHaveLength(1))
    await waitFor(() => expect(titles()).toEqual(shown))
  })

  it('names the task the call refused, with the reason, and keeps it selected', async () => {
    const { user, select, choose } = await openTodo()
    await select(first, second)
    // Someone else moves one of them to the trash meanwhile.
    const gone = (await http.get<Task[]>('/apps/todo/tasks')).data.find((task) => task.title === second)!
    await http.delete('/apps/todo/delete-task', { params: { taskId: gone.id } })
    await choose('Completed')
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('1 changed, 1 refused: see the list above the table.')).toBeInTheDocument()
    const report = screen.getByRole('alert')
    expect(report).toHaveTextContent(`${second}: It is in the trash: restore it first.`)
    await waitFor(() => expect(completed(first).checked).toBe(true))
    expect(within(await bar()).getByRole('status')).toHaveTextContent('1 selected')
  })

  it('clears the selection with Escape, and offers none in the trash', async () => {
    const { user, select } = await openTodo()
    await select(first)
    expect(within(await bar()).getByRole('status')).toHaveTextContent('1 selected')
    await user.keyboard('{Escape}')
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Selected rows' })).not.toBeInTheDocument()
    )
    expect(within(taskList()).getByRole('checkbox', { name: `Select ${first}` })).not.toBeChecked()
    await user.click(screen.getByRole('link', { name: 'Deleted' }))
    await waitFor(() => expect(titles()).toContain('Clean up the old feature flags'))
    expect(within(taskList()).queryByRole('checkbox', { name: /^Select / })).not.toBeInTheDocument()
  })
})
