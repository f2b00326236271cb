import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors
} from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { useTranslation } from 'react-i18next'
import type { Board, Task } from '../contract'
import { AddBoard } from './AddBoard'
import { BoardColumn } from './BoardColumn'
import { TaskCardBody } from './TaskCardBody'
import { useAnnouncements } from './useAnnouncements'
import { useBoardActions } from './useBoardActions'
import { useBoardDrag } from './useBoardDrag'

interface Props {
  boards: Board[]
  tasks: Task[]
  onOpen: (task: Task) => void
  /** How many times the first board's add form was asked for (the palette's "create" command). */
  addRequests?: number
}

// Space picks a card up and drops it; Enter is left to open the card.
const keyboardCodes = { start: ['Space'], cancel: ['Escape'], end: ['Space'] }
const measuring = { droppable: { strategy: MeasuringStrategy.Always } }

export function KanbanBoard({ boards, tasks, onOpen, addRequests = 0 }: Props) {
  const { t } = useTranslation('kanban')
  const { columns, activeId, handlers } = useBoardDrag(boards, tasks)
  const accessibility = useAnnouncements(boards, tasks, columns)
  const { onClear, onDelete, dialogs } = useBoardActions()
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes })
  )
  const byId = new Map(tasks.map((task) => [task.id, task]))
  const active = activeId === null ? undefined : byId.get(activeId)

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      measuring={measuring}
      accessibility={accessibility}
      {...handlers}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focus lets the keyboard scroll it */}
      <div className="kanban-scroller" role="region" aria-label={t('boards.region')} tabIndex={0}>
        {boards.map((board, index) => (
          <BoardColumn
            key={board.id}
            board={board}
            tasks={(columns[board.id] ?? []).flatMap((id) => byId.get(id) ?? [])}
            onOpen={onOpen}
            onClear={onClear}
            onDelete={onDelete}
            addRequests={index === 0 ? addRequests : 0}
          />
        ))}
        <AddBoard />
      </div>
      <DragOverlay>
        {active ? (
          <div className="kanban-card card is-lifted">
            <TaskCardBody task={active} />
          </div>
        ) : null}
      </DragOverlay>
      {dialogs}
    </DndContext>
  )
}
