import { useState } from 'react'
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core'
import { arrayMove, rectSortingStrategy, SortableContext } from '@dnd-kit/sortable'
import { useTranslation } from 'react-i18next'
import { Image } from 'lucide-react'
import { photos } from '../items'
import { SortableItem } from '../SortableItem'
import { placeIn, useDndSetup } from '../useDndSetup'
import '../dnd.scss'

/** Cards in a grid: the arrows move a card in two dimensions. */
export default function DndGrid() {
  const { t } = useTranslation('extensions')
  const [order, setOrder] = useState<string[]>([...photos])
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
      <SortableContext items={order} strategy={rectSortingStrategy}>
        <ul className="dnd-list dnd-grid" aria-label={t('drag-and-drop.sample.album')}>
          {order.map((id, index) => (
            <SortableItem key={id} id={id} label={name(id)}>
              <Image size={20} className="text-primary" aria-hidden="true" />
              <span className="fw-medium">{name(id)}</span>
              <span className="small text-body-secondary">
                {t('drag-and-drop.sample.photo', { number: index + 1 })}
              </span>
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}
