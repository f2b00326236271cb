import { Check, FolderInput, Tag } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DropdownItem } from 'reactstrap'
import { LazyDropdown } from '@core/components/LazyDropdown'
import { emailFolders, emailLabels, labelColors, type EmailFolder, type EmailLabel } from '../contract'

interface MoveProps {
  current?: EmailFolder
  onMove: (folder: EmailFolder) => void
}

export function MoveMenu({ current, onMove }: MoveProps) {
  const { t } = useTranslation('email')
  return (
    <LazyDropdown
      toggleProps={{
        tag: 'button',
        type: 'button',
        className: 'btn btn-icon-action',
        'aria-label': t('actions.move'),
        title: t('actions.move'),
        children: <FolderInput size={18} aria-hidden />
      }}
    >
      {() =>
        emailFolders
          .filter((folder) => folder !== current)
          .map((folder) => (
            <DropdownItem key={folder} onClick={() => onMove(folder)}>
              {t(`folders.${folder}`)}
            </DropdownItem>
          ))
      }
    </LazyDropdown>
  )
}

interface LabelProps {
  active?: readonly EmailLabel[]
  onToggle: (label: EmailLabel) => void
}

export function LabelMenu({ active, onToggle }: LabelProps) {
  const { t } = useTranslation('email')
  return (
    <LazyDropdown
      toggleProps={{
        tag: 'button',
        type: 'button',
        className: 'btn btn-icon-action',
        'aria-label': t('actions.labels'),
        title: t('actions.labels'),
        children: <Tag size={18} aria-hidden />
      }}
    >
      {() =>
        emailLabels.map((label) => (
          <DropdownItem
            key={label}
            onClick={() => onToggle(label)}
            className="d-flex align-items-center gap-2"
            aria-pressed={active ? active.includes(label) : undefined}
          >
            <span className={`nl-mail-dot bg-${labelColors[label]}`} aria-hidden />
            <span className="flex-grow-1">{t(`labels.${label}`)}</span>
            {active?.includes(label) && <Check size={14} aria-hidden />}
          </DropdownItem>
        ))
      }
    </LazyDropdown>
  )
}

export function LabelBadges({ labels }: { labels: readonly EmailLabel[] }) {
  const { t } = useTranslation('email')
  if (labels.length === 0) return null
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {labels.map((label) => (
        <span
          key={label}
          className={`badge rounded-pill bg-${labelColors[label]}-subtle text-${labelColors[label]}-emphasis`}
        >
          {t(`labels.${label}`)}
        </span>
      ))}
    </span>
  )
}
