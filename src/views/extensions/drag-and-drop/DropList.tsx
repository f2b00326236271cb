import { useDroppable } from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { SortableItem } from './SortableItem'

interface Props {
  id: string
  title: string
  items: readonly string[]
  name: (id: string) => string
}

/** One of the connected lists: a drop target even when empty, with its own sortable entries. */
export function DropList({ id, title, items, name }: Props) {
  const { setNodeRef } = useDroppable({ id })
  return (
    <section className="dnd-column" aria-labelledby={`${id}-title`}>
      <h3 className="h6" id={`${id}-title`}>
        {title}
      </h3>
      <SortableContext id={id} items={[...items]} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="dnd-list h-100" aria-labelledby={`${id}-title`}>
          {items.map((item) => (
            <SortableItem key={item} id={item} label={name(item)}>
              {name(item)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </section>
  )
}
