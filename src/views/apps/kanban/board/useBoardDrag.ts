import { useState } from 'react'
import type { DragEndEvent, DragOverEvent, DragStartEvent } from '@dnd-kit/core'
import { arrayMove } from '@dnd-kit/sortable'
import { useTranslation } from 'react-i18next'
import { notify } from '@core/components/toast'
import { useMoveTaskMutation } from '../api'
import type { Board, Task } from '../contract'
import { boardOf, columnsOf, dropRequest, isBoardKey, moveAcross, taskIdOf, type Columns } from './columns'

export function useBoardDrag(boards: readonly Board[], tasks: readonly Task[]) {
  const { t } = useTranslation('kanban')
  const [dragged, setDragged] = useState<Columns | null>(null)
  const [activeId, setActiveId] = useState<number | null>(null)
  const [moveTask] = useMoveTaskMutation()
  const columns = dragged ?? columnsOf(boards, tasks)

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(taskIdOf(active.id))
    setDragged(columnsOf(boards, tasks))
  }

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return
    setDragged((current) => {
      if (!current) return current
      const to = boardOf(over.id, current)
      if (!to) return current
      const dragRect = active.rect.current.translated
      const below = !!dragRect && dragRect.top > over.rect.top + over.rect.height / 2
      return moveAcross(
        current,
        taskIdOf(active.id),
        to,
        isBoardKey(over.id) ? null : taskIdOf(over.id),
        below
      )
    })
  }

  const end = () => {
    setDragged(null)
    setActiveId(null)
  }

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    const taskId = taskIdOf(active.id)
    let after = dragged
    end()
    if (!over || !after) return
    const board = boardOf(active.id, after)
    // Within a board the sortable list only animates the move: make it real here.
    if (board && !isBoardKey(over.id) && board === boardOf(over.id, after)) {
      const list = after[board]!
      after = { ...after, [board]: arrayMove(list, list.indexOf(taskId), list.indexOf(taskIdOf(over.id))) }
    }
    const request = dropRequest(columnsOf(boards, tasks), after, taskId)
    if (!request) return
    const result = await moveTask(request)
    if (result.error) notify.error(t('toasts.moveFailed', { message: result.error.message ?? '' }))
  }

  return { columns, activeId, handlers: { onDragStart, onDragOver, onDragEnd, onDragCancel: end } }
}
