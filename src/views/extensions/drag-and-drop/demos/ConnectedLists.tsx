import { useState } from 'react'
import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier
} from '@dnd-kit/core'
import { arrayMove } from '@dnd-kit/sortable'
import { useTranslation } from 'react-i18next'
import { DropList } from '../DropList'
import { backlog, sprint } from '../items'
import { useDndSetup } from '../useDndSetup'
import '../dnd.scss'

type Lists = Record<'backlog' | 'sprint', string[]>
type ListName = keyof Lists

/** Two lists sharing their entries: drag (or carry with the arrows) from one into the other. */
export default function DndConnectedLists() {
  const { t } = useTranslation('extensions')
  const [lists, setLists] = useState<Lists>({ backlog: [...backlog], sprint: [...sprint] })
  const name = (id: string) => t(`drag-and-drop.sample.items.${id}`)
  const listOf = (id: UniqueIdentifier): ListName | undefined =>
    id === 'backlog' || id === 'sprint'
      ? id
      : (Object.keys(lists) as ListName[]).find((key) => lists[key].includes(String(id)))
  const { sensors, accessibility } = useDndSetup((id, at = id) => {
    const list = lists[listOf(at) ?? 'backlog']
    const position = list.indexOf(String(at)) + 1
    return { item: name(String(id)), position: position || list.length, total: list.length }
  })
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const from = listOf(active.id)
    const to = over ? listOf(over.id) : undefined
    if (!from || !to || from === to) return
    setLists((current) => {
      const target = current[to]
      const index = target.indexOf(String(over!.id))
      return {
        ...current,
        [from]: current[from].filter((id) => id !== active.id),
        [to]: [
          ...target.slice(0, index < 0 ? target.length : index),
          String(active.id),
          ...target.slice(index < 0 ? target.length : index)
        ]
      }
    })
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const list = listOf(active.id)
    if (!over || !list) return
    setLists((current) => {
      const ids = current[list]
      const to = ids.indexOf(String(over.id))
      return to < 0 ? current : { ...current, [list]: arrayMove(ids, ids.indexOf(String(active.id)), to) }
    })
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <div className="dnd-columns">
        <DropList id="backlog" title={t('drag-and-drop.sample.backlog')} items={lists.backlog} name={name} />
        <DropList id="sprint" title={t('drag-and-drop.sample.sprint')} items={lists.sprint} name={name} />
      </div>
    </DndContext>
  )
}
