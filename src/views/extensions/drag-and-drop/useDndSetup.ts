import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type UniqueIdentifier
} from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { useTranslation } from 'react-i18next'

type Placement = { item: string; position: number; total: number }

/** Mouse, touch and keyboard sensors, and what a screen reader hears at each step, in words. */
export function useDndSetup(describe: (id: UniqueIdentifier, at?: UniqueIdentifier) => Placement) {
  const { t } = useTranslation('extensions')
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates })
  )
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('drag-and-drop.sample.start', describe(active.id)),
    onDragOver: ({ active, over }) =>
      over ? t('drag-and-drop.sample.over', describe(active.id, over.id)) : undefined,
    onDragEnd: ({ active, over }) => t('drag-and-drop.sample.end', describe(active.id, over?.id)),
    onDragCancel: ({ active }) => t('drag-and-drop.sample.cancel', describe(active.id))
  }
  return {
    sensors,
    accessibility: {
      announcements,
      screenReaderInstructions: { draggable: t('drag-and-drop.sample.instructions') }
    }
  }
}

/** Where `id` sits (or would sit over `at`) in one ordered list of names. */
export function placeIn(list: readonly string[], name: (id: string) => string) {
  return (id: UniqueIdentifier, at: UniqueIdentifier = id): Placement => ({
    item: name(String(id)),
    position: list.indexOf(String(at)) + 1,
    total: list.length
  })
}
