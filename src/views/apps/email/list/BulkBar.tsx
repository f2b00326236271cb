import { useEffect, useRef } from 'react'
import { ArchiveRestore, Mail, MailOpen, Star, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a search, filter or pick outside any form
import { Input, Label } from 'reactstrap'
import { IconButton } from '@core/components/IconButton'
import type { Email } from '../contract'
import { LabelMenu, MoveMenu } from '../components/MailMenus'
import type { MailActions } from '../useMailActions'

interface Props {
  emails: Email[]
  selected: number[]
  inTrash: boolean
  onSelectAll: (checked: boolean) => void
  actions: MailActions
}

export function BulkBar({ emails, selected, inTrash, onSelectAll, actions }: Props) {
  const { t } = useTranslation('email')
  const box = useRef<HTMLInputElement>(null)
  const chosen = emails.filter((email) => selected.includes(email.id))
  const all = emails.length > 0 && chosen.length === emails.length
  useEffect(() => {
    if (box.current) box.current.indeterminate = chosen.length > 0 && !all
  }, [chosen.length, all])

  const none = chosen.length === 0
  const anyUnread = chosen.some((email) => !email.isRead)
  const allStarred = !none && chosen.every((email) => email.isStarred)
  const icon = (label: string, Icon: typeof Mail, onClick: () => void) => (
    <IconButton icon={Icon} label={label} disabled={none} onClick={onClick} />
  )
  return (
    <div className="nl-mail-bulk d-flex align-items-center gap-1 px-3 py-2 border-bottom">
      <div className="form-check mb-0 me-2 d-flex align-items-center gap-2">
        <Input
          id="nl-mail-select-all"
          type="checkbox"
          innerRef={box}
          className="m-0"
          checked={all}
          disabled={emails.length === 0}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        <Label for="nl-mail-select-all" className="mb-0 small">
          {none ? t('list.selectAll') : t('list.selected', { count: chosen.length })}
        </Label>
      </div>
      <div
        className="d-flex align-items-center gap-1 ms-auto"
        role="toolbar"
        aria-label={t('list.bulkActions')}
      >
        <MoveMenu disabled={none} onMove={(folder) => actions.move(selected, folder)} />
        <LabelMenu disabled={none} onToggle={(label) => actions.toggleLabel(selected, label)} />
        {anyUnread || none
          ? icon(t('actions.markRead'), MailOpen, () => actions.markRead(selected, true))
          : icon(t('actions.markUnread'), Mail, () => actions.markRead(selected, false))}
        {icon(t(allStarred ? 'actions.unstar' : 'actions.star'), Star, () =>
          actions.star(selected, !allStarred)
        )}
        {inTrash
          ? icon(t('actions.restore'), ArchiveRestore, () => actions.restore(selected))
          : icon(t('actions.delete'), Trash2, () => actions.trash(selected))}
      </div>
    </div>
  )
}
