import { useMemo, useRef, useState } from 'react'
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy
} from '@dnd-kit/sortable'
import { useTranslation } from 'react-i18next'
import { useDemoText } from '@core/hooks/useDemoText'
import type { Task } from '../contract'
import { Pager } from '@core/list/Pager'
import { pageRange } from '@core/list/pageWindow'
import type { BulkSpec } from '@core/list/bulk/types'
import { useBulkSelection } from '@core/list/bulk/useBulkSelection'
import { TaskRow, type TaskActions } from './TaskRow'

/** Tasks just added come first; the order lasts while the view stays open (no call stores it). */
export function applyOrder(tasks: readonly Task[], order: readonly number[]): Task[] {
  const byId = new Map(tasks.map((task) => [task.id, task]))
  const known = order.flatMap((id) => byId.get(id) ?? [])
  const seen = new Set(order)
  return [...tasks.filter((task) => !seen.has(task.id)), ...known]
}

function useAnnouncements(tasks: readonly Task[]): Announcements {
  const { t } = useTranslation('todo')
  const demo = useDemoText('todo')
  const describe = (id: UniqueIdentifier, at: UniqueIdentifier | undefined = id) => ({
    title: demo(`tasks.${id}.title`, tasks.find((task) => task.id === id)?.title ?? ''),
    position: tasks.findIndex((task) => task.id === at) + 1,
    total: tasks.length
  })
  return {
    onDragStart: ({ active }) => t('dnd.start', describe(active.id)),
    onDragOver: ({ active, over }) => (over ? t('dnd.over', describe(active.id, over.id)) : undefined),
    onDragEnd: ({ active, over }) => t('dnd.end', describe(active.id, over?.id)),
    onDragCancel: ({ active }) => t('dnd.cancel', describe(active.id))
  }
}

/** One page of the tasks is drawn (ten thousand rows took half a minute); a task is dragged within its page. */
const tasksPerPage = 50

interface Props {
  tasks: readonly Task[]
  actions: TaskActions
  /** The page the address asks for; past the last one shows the last. */
  page: number
  pageHref: (page: number) => string
  /** The view's bulk actions, and its query: what "all matching" sends. */
  bulk?: BulkSpec<Task>
  query: Record<string, string>
}

export function SortableTasks({ tasks, actions, page: wanted, pageHref, bulk, query }: Props) {
  const { t } = useTranslation('todo')
  const [order, setOrder] = useState<number[]>([])
  const shown = useMemo(() => applyOrder(tasks, order), [tasks, order])
  const pages = Math.max(1, Math.ceil(shown.length / tasksPerPage))
  const page = Math.min(wanted, pages)
  const onPage = useMemo(() => shown.slice((page - 1) * tasksPerPage, page * tasksPerPage), [shown, page])
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates })
  )
  const announcements = useAnnouncements(shown)
  const box = useRef<HTMLDivElement>(null)
  const selecting = useBulkSelection({ bulk, rows: onPage, total: shown.length, query, keyField: 'id', box })
  const column = selecting?.column
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const ids = shown.map((task) => task.id)
    setOrder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))))
  }
  return (
    <div ref={box}>
      {selecting && (
        <div className="todo-selection">
          <span className="todo-select-page">{column?.name}</span>
          {selecting.bar}
        </div>
      )}
      {selecting?.report}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      >
        <SortableContext items={onPage.map((task) => task.id)} strategy={verticalListSortingStrategy}>
          <ul className="todo-list" aria-label={t('list.label')}>
            {onPage.map((task, index) => (
              <TaskRow
                key={task.id}
                task={task}
                actions={actions}
                select={column?.cell?.(task, index, column, task.id)}
              />
            ))}
          </ul>
        </SortableContext>
        <Pager
          className="nl-list-pager todo-pager"
          page={page}
          pages={pages}
          href={pageHref}
          label={t('list.pages')}
          status={t('list.range', pageRange(page, tasksPerPage, shown.length))}
        />
      </DndContext>
      {selecting?.dialog}
    </div>
  )
}
