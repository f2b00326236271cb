import { useState, type DragEvent } from 'react'

// Our own type, so a drop of files from the desktop is never read as a move.
const entriesType = 'application/x-nordlight-entries'

/** The drag source's attributes: it carries the ids of the entries dragged. */
export function dragSourceOf(ids: number[]) {
  return {
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.setData(entriesType, JSON.stringify(ids))
      event.dataTransfer.effectAllowed = 'move'
    }
  }
}

function idsOf(event: DragEvent): number[] {
  try {
    const ids: unknown = JSON.parse(event.dataTransfer.getData(entriesType) || '[]')
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : []
  } catch {
    return []
  }
}

/** A folder that takes dragged entries: highlighted while they are over it. */
export function useDropTarget(onDrop: (ids: number[]) => void) {
  const [over, setOver] = useState(false)
  const carries = (event: DragEvent) => event.dataTransfer.types.includes(entriesType)
  return {
    over,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (!carries(event)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'move'
        setOver(true)
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        setOver(false)
        if (!carries(event)) return
        event.preventDefault()
        const ids = idsOf(event)
        if (ids.length > 0) onDrop(ids)
      }
    }
  }
}
