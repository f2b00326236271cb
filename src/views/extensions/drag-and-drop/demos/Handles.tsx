import { useState } from 'react'
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core'
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- the demo shows reactstrap's own control
import { Input } from 'reactstrap'
import { tasks } from '../items'
import { SortableItem } from '../SortableItem'
import { placeIn, useDndSetup } from '../useDndSetup'
import '../dnd.scss'

/** Only the grip drags, so the rest of the entry keeps its own controls. */
export default function DndHandles() {
  const { t } = useTranslation('extensions')
  const [order, setOrder] = useState<string[]>([...tasks].reverse())
  const [done, setDone] = useState<string[]>(['launch'])
  const name = (id: string) => t(`drag-and-drop.sample.items.${id}`)
  const { sensors, accessibility } = useDndSetup(placeIn(order, name))
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id)
      setOrder((ids) => arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))))
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ul className="dnd-list" aria-label={t('drag-and-drop.sample.checklist')}>
          {order.map((id) => (
            <SortableItem key={id} id={id} label={t('drag-and-drop.sample.move', { item: name(id) })} handle>
              <Input
                type="checkbox"
                id={`dnd-handle-${id}`}
                checked={done.includes(id)}
                onChange={() =>
                  setDone((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))
                }
              />
              <label htmlFor={`dnd-handle-${id}`} className="mb-0">
                {name(id)}
              </label>
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}
