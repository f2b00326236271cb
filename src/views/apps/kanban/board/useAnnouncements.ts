import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core'
import { useTranslation } from 'react-i18next'
import { useDemoText } from '@core/hooks/useDemoText'
import type { Board, Task } from '../contract'
import { boardOf, isBoardKey, taskIdOf, type Columns } from './columns'

export function useAnnouncements(
  boards: readonly Board[],
  tasks: readonly Task[],
  columns: Columns
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t } = useTranslation('kanban')
  const demo = useDemoText('kanban')
  const titleOf = (key: UniqueIdentifier) => {
    const task = tasks.find((item) => item.id === taskIdOf(key))
    return task ? demo(`tasks.${task.id}.title`, task.title) : ''
  }
  const boardTitle = (key: UniqueIdentifier) => {
    const board = boards.find((item) => item.id === boardOf(key, columns))
    return board ? demo(`boards.${board.id}`, board.title) : ''
  }
  const where = (active: UniqueIdentifier, over: UniqueIdentifier | undefined) => {
    const title = titleOf(active)
    if (over === undefined) return t('dnd.outside', { title })
    if (isBoardKey(over)) return t('dnd.overBoard', { title, board: boardTitle(over) })
    // A sortable list puts the card where the card under it is.
    const list = columns[boardOf(over, columns) ?? ''] ?? []
    return t('dnd.overTask', {
      title,
      board: boardTitle(over),
      position: list.indexOf(taskIdOf(over)) + 1,
      count: list.length
    })
  }
  return {
    screenReaderInstructions: { draggable: t('dnd.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('dnd.pickedUp', { title: titleOf(active.id) }),
      onDragOver: ({ active, over }) => where(active.id, over?.id),
      onDragEnd: ({ active, over }) =>
        over
          ? t('dnd.dropped', { title: titleOf(active.id), board: boardTitle(over.id) })
          : t('dnd.cancelled', { title: titleOf(active.id) }),
      onDragCancel: ({ active }) => t('dnd.cancelled', { title: titleOf(active.id) })
    }
  }
}
