import { useMemo } from 'react'
import { Pencil, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { TableColumn } from '@core/components/data-table/DataTable'
import { RoleBadge } from '../components/RoleBadge'
import type { Permission } from '../contract'
import { createdDateLabel } from './createdDate'
import { IconButton } from '@core/components/IconButton'

interface Actions {
  onEdit: (permission: Permission) => void
  onDelete: (permission: Permission) => void
}

export function useColumns({ onEdit, onDelete }: Actions): TableColumn<Permission>[] {
  const { t, i18n } = useTranslation('roles')
  const language = i18n.language
  return useMemo(
    () => [
      {
        id: 'name',
        name: t('permissions.columns.name'),
        sortable: true,
        sortField: 'name',
        grow: 2,
        minWidth: '200px',
        cell: (permission) => (
          <span className="fw-semibold">
            {permission.name}
            {permission.isCore && (
              <span className="badge bg-secondary-subtle text-secondary-emphasis ms-2">
                {t('permissions.core')}
              </span>
            )}
          </span>
        )
      },
      {
        id: 'assignedTo',
        name: t('permissions.columns.assignedTo'),
        grow: 2,
        minWidth: '220px',
        cell: (permission) => (
          <div className="d-flex flex-wrap gap-1 py-2">
            {permission.assignedTo.map((role) => (
              <RoleBadge key={role} name={role} />
            ))}
          </div>
        )
      },
      {
        id: 'createdDate',
        name: t('permissions.columns.createdDate'),
        sortable: true,
        sortField: 'createdDate',
        minWidth: '190px',
        cell: (permission) => (
          <span className="text-nowrap">{createdDateLabel(permission.createdDate, language)}</span>
        )
      },
      {
        id: 'actions',
        name: t('permissions.columns.actions'),
        minWidth: '110px',
        cell: (permission) => (
          <div className="d-flex gap-1">
            <IconButton
              icon={Pencil}
              size="sm"
              label={t('permissions.actions.edit', { name: permission.name })}
              title={t('permissions.actions.editShort')}
              onClick={() => onEdit(permission)}
            />
            <IconButton
              icon={Trash2}
              size="sm"
              danger
              label={t('permissions.actions.delete', { name: permission.name })}
              title={t('permissions.actions.deleteShort')}
              onClick={() => onDelete(permission)}
            />
          </div>
        )
      }
    ],
    [t, language, onEdit, onDelete]
  )
}
