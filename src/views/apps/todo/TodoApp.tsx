import { lazy, Suspense, useState } from 'react'
import { SearchX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { NotFoundCard } from '@core/components/NotFoundCard'
import { PageHeader } from '@core/components/PageHeader'
import { SplitApp } from '@core/components/split-app/SplitApp'
import { mutate } from '@core/forms/mutate'
import { useConfirmDelete } from '@core/list/useConfirmDelete'
import { useDemoText } from '@core/hooks/useDemoText'
import { useCreateIntent } from '@core/hooks/useCreateIntent'
import { useDeleteTaskMutation, useUpdateTaskMutation } from './api'
import type { Task } from './contract'
import { todoFilters, todoPaths, todoTags, type TodoFilter, type TodoTag } from './routes.contract'
import { TodoList, type TodoView } from './list/TodoList'
import type { TaskActions } from './list/TaskRow'
import { TodoSidebar } from './sidebar/TodoSidebar'
import './todo.scss'
import { oneOf } from '@/utility/rules.contract'

// The panel (react-hook-form, react-select, TipTap) loads when it is first opened.
const TaskPanel = lazy(() => import('./panel/TaskPanel'))

const paramOf = <T extends string>(values: readonly T[], value: string | undefined): T | '' | null =>
  value === undefined ? '' : (oneOf(values, value) ?? null)

function useView(): TodoView | null {
  const params = useParams()
  const filter = paramOf<TodoFilter>(todoFilters, params.filter)
  const tag = paramOf<TodoTag>(todoTags, params.tag)
  return filter === null || tag === null ? null : { filter, tag }
}

function useTaskActions(open: (task: Task) => void) {
  const { t } = useTranslation('todo')
  const demo = useDemoText('todo')
  const titleOf = (task: Task) => demo(`tasks.${task.id}.title`, task.title)
  const [updateTask] = useUpdateTaskMutation()
  const [deleteTask] = useDeleteTaskMutation()
  const save = async (task: Task, change: Partial<Task>, done?: string) => {
    await mutate(updateTask({ id: task.id, ...change }), {
      done,
      failed: (message) => t('toasts.failed', { title: titleOf(task), message })
    })
  }
  const { ask, dialog } = useConfirmDelete<Task>({
    remove: ({ id }) => deleteTask(id),
    title: t('delete.title'),
    message: (task) => t('delete.message', { title: titleOf(task) }),
    deleted: (task) => t('toasts.deleted', { title: titleOf(task) }),
    failed: (task, message) => t('toasts.deleteFailed', { title: titleOf(task), message })
  })
  const actions: TaskActions = {
    open,
    toggle: (task, field) => void save(task, { [field]: !task[field] }),
    restore: (task) => void save(task, { isDeleted: false }, t('toasts.restored', { title: titleOf(task) }))
  }
  return { actions, ask, dialog }
}

export default function TodoApp() {
  const { t } = useTranslation('todo')
  const view = useView()
  const [panel, setPanel] = useState<{ open: boolean; task: Task | null } | null>(null)
  const { actions, ask, dialog } = useTaskActions((task) => setPanel({ open: true, task }))
  const close = () => setPanel((current) => current && { ...current, open: false })
  useCreateIntent(() => setPanel({ open: true, task: null }))

  if (!view) {
    return (
      <NotFoundCard
        icon={SearchX}
        title={t('notFound.title')}
        text={t('notFound.text')}
        back={{ to: todoPaths.list, label: t('notFound.back') }}
      />
    )
  }
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('common:nav.apps') }]} />
      <SplitApp
        className="todo-app"
        sidebar={<TodoSidebar onAdd={() => setPanel({ open: true, task: null })} />}
        sidebarLabel={t('sidebar.label')}
      >
        <TodoList view={view} actions={actions} />
      </SplitApp>
      {panel && (
        <Suspense fallback={null}>
          <TaskPanel
            isOpen={panel.open}
            task={panel.task}
            onClose={close}
            onDelete={ask}
            onRestore={actions.restore}
          />
        </Suspense>
      )}
      {dialog}
    </>
  )
}
