import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap'
import { exportFormats, type ExportFormat } from './exportSelection'
import type { BulkAction } from './types'

/** A titled part of a menu: a menu may hold items and groups, not headings, so the title names the group. */
function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId()
  return (
    <div role="group" aria-labelledby={id}>
      <div id={id} className="dropdown-header text-body-secondary" aria-hidden="true">
        {label}
      </div>
      {children}
    </div>
  )
}

interface Props {
  count: number
  /** Every row the query matches, when "select all" would add to the selection. */
  allMatching: number | null
  tooMany: boolean
  actions: BulkAction[]
  onSelectAll: () => void
  onClear: () => void
  onAction: (action: BulkAction) => void
  /** Offered when the list can write its rows to a file. */
  onExport?: (format: ExportFormat) => void
}

/** "N selected", the way to every matching row, the actions and the way out. */
export function SelectionBar({
  count,
  allMatching,
  tooMany,
  actions,
  onSelectAll,
  onClear,
  onAction,
  onExport
}: Props) {
  const { t } = useTranslation('list')
  const groups = [...new Set(actions.map((action) => action.group))]
  return (
    <div
      className="nl-selection-bar d-flex flex-wrap align-items-center gap-2 px-3 py-2"
      role="group"
      aria-label={t('selection.region')}
    >
      <strong role="status">{t('selection.count', { count })}</strong>
      {allMatching !== null && (
        <Button color="link" size="sm" className="p-0" onClick={onSelectAll}>
          {t('selection.all', { count: allMatching })}
        </Button>
      )}
      {tooMany && <span className="small text-danger">{t('selection.tooMany')}</span>}
      <UncontrolledDropdown className="ms-auto">
        <DropdownToggle caret color="primary" size="sm" disabled={tooMany}>
          {t('selection.actions')}
        </DropdownToggle>
        <DropdownMenu end>
          {groups.map((group) => {
            const items = actions
              .filter((action) => action.group === group)
              .map((action) => (
                <DropdownItem key={action.id} onClick={() => onAction(action)}>
                  {action.label}
                </DropdownItem>
              ))
            return group ? (
              <MenuGroup key={group} label={group}>
                {items}
              </MenuGroup>
            ) : (
              items
            )
          })}
          {onExport && (
            <MenuGroup label={t('bulk.export')}>
              {exportFormats.map((format) => (
                <DropdownItem key={`export ${format}`} onClick={() => onExport(format)}>
                  {t(`bulk.exportAs.${format}`)}
                </DropdownItem>
              ))}
            </MenuGroup>
          )}
        </DropdownMenu>
      </UncontrolledDropdown>
      <Button color="secondary" outline size="sm" onClick={onClear}>
        {t('selection.clear')}
      </Button>
    </div>
  )
}
