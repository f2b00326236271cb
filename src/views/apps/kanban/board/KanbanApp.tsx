import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@core/components/PageHeader'
import { LeftOutNote } from '@core/components/LeftOutNote'
import { QueryState } from '@core/components/QueryState'
import { useCreateIntent } from '@core/hooks/useCreateIntent'
import { useGetBoardsQuery, useGetBoardTasksQuery } from '../api'
import type { Task } from '../contract'
import '../kanban.scss'
import { KanbanBoard } from './KanbanBoard'
import { useDeferredFirstAnswer } from '@core/hooks/useDeferredFirstAnswer'

// The task panel (its form, pickers and the rich-text editor) loads when a card is first opened.
const TaskPanel = lazy(() => import('../task/TaskPanel').then((module) => ({ default: module.TaskPanel })))

export default function KanbanApp() {
  const { t } = useTranslation('kanban')
  const boards = useDeferredFirstAnswer(useGetBoardsQuery())
  const tasks = useDeferredFirstAnswer(useGetBoardTasksQuery())
  const [openId, setOpenId] = useState<number | null>(null)
  const [panelLoaded, setPanelLoaded] = useState(false)
  // Each ask opens the first board's add form, even when the board is already on screen.
  const [addRequests, setAddRequests] = useState(0)
  useCreateIntent(() => setAddRequests((count) => count + 1))
  const open = (task: Task) => {
    setOpenId(task.id)
    setPanelLoaded(true)
  }
  const failed = boards.error ?? tasks.error
  const retry = () => {
    void boards.refetch()
    void tasks.refetch()
  }
  const openTask = tasks.data?.tasks.find((task) => task.id === openId)

  return (
    <>
      <PageHeader title={t('titles.board')} crumbs={[{ label: t('common:nav.apps') }]} />
      {boards.data && tasks.data ? (
        <>
          <LeftOutNote count={tasks.data.leftOut} />
          {boards.data.length === 0 && <p className="text-body-secondary">{t('boards.empty')}</p>}
          <KanbanBoard
            boards={boards.data}
            tasks={tasks.data.tasks}
            onOpen={open}
            addRequests={addRequests}
          />
        </>
      ) : (
        <QueryState loading={!failed} error={failed} onRetry={retry} />
      )}
      {panelLoaded && (
        <Suspense fallback={null}>
          <TaskPanel task={openTask} isOpen={openTask !== undefined} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </>
  )
}
