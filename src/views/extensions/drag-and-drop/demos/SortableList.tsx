import { useState } from 'react'
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core'
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useTranslation } from 'react-i18next'
import { tasks } from '../items'
import { SortableItem } from '../SortableItem'
import { placeIn, useDndSetup } from '../useDndSetup'
import '../dnd.scss'

/** Drag an entry, or focus it, press Space, move with the arrows and press Space again. */
export default function DndSortableList() {
  const { t } = useTranslation('extensions')
  const [order, setOrder] = useState<string[]>([...tasks])
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
        <ol className="dnd-list" aria-label={t('drag-and-drop.sample.launchPlan')}>
          {order.map((id) => (
            <SortableItem key={id} id={id} label={name(id)}>
              {name(id)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}
