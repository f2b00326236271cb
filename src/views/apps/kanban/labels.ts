import { useTranslation } from 'react-i18next'
import { taskLabels } from './contract'

type SeededLabel = (typeof taskLabels)[number]

const tones: Record<SeededLabel, 'primary' | 'success' | 'danger' | 'warning' | 'info' | 'secondary'> = {
  design: 'primary',
  research: 'info',
  frontend: 'success',
  backend: 'warning',
  bug: 'danger',
  docs: 'secondary'
}

const isSeeded = (label: string): label is SeededLabel => taskLabels.some((seeded) => seeded === label)

export const labelBadgeClass = (label: string) =>
  isSeeded(label)
    ? `bg-${tones[label]}-subtle text-${tones[label]}-emphasis`
    : 'bg-body-tertiary text-body-emphasis border'

/** Seeded labels are translated; a label someone typed is shown as written. */
export function useLabelText() {
  const { t } = useTranslation('kanban')
  return (label: string) => (isSeeded(label) ? t(`labels.${label}`) : label)
}
