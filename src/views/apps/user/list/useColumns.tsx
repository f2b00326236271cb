import { useMemo } from 'react'
import { Eye, Pencil, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { TableColumn } from '@core/components/data-table/DataTable'
import { UserCell } from '@widgets/user/UserCell'
import { RoleLabel } from '../components/RoleLabel'
import { StatusBadge } from '../components/StatusBadge'
import { billingKey, billings, plans, roles, statuses } from '../options'
import { userPaths, type ManagedUser } from '../contract'
import { IconButton } from '@core/components/IconButton'
import { cellEditor, type SaveCell } from './cellEditor'

/** `id` doubles as the server's sortColumn, so the table's sort arrow and the URL agree. */
export function useColumns(
  onDelete: (user: ManagedUser) => void,
  save: SaveCell
): TableColumn<ManagedUser>[] {
  const { t } = useTranslation('user')
  return useMemo(() => {
    const edit = cellEditor(save)
    return [
      {
        id: 'fullName',
        name: t('columns.user'),
        sortable: true,
        sortField: 'fullName',
        grow: 2,
        minWidth: '240px',
        cell: (user) => <UserCell user={user} to={userPaths.view(user.id)} />
      },
      {
        id: 'role',
        name: t('columns.role'),
        sortable: true,
        sortField: 'role',
        minWidth: '150px',
        cell: edit(
          'role',
          t('columns.role'),
          roles,
          (role) => t(`roles.${role}`),
          (role) => <RoleLabel role={role} />
        )
      },
      {
        id: 'currentPlan',
        name: t('columns.plan'),
        sortable: true,
        sortField: 'currentPlan',
        minWidth: '120px',
        cell: edit('currentPlan', t('columns.plan'), plans, (plan) => t(`plans.${plan}`))
      },
      {
        id: 'billing',
        name: t('columns.billing'),
        sortable: true,
        sortField: 'billing',
        minWidth: '150px',
        cell: edit('billing', t('columns.billing'), billings, (billing) =>
          t(`billings.${billingKey[billing]}`)
        )
      },
      {
        id: 'status',
        name: t('columns.status'),
        sortable: true,
        sortField: 'status',
        minWidth: '110px',
        cell: edit(
          'status',
          t('columns.status'),
          statuses,
          (status) => t(`statuses.${status}`),
          (status) => <StatusBadge status={status} />
        )
      },
      {
        id: 'actions',
        name: t('columns.actions'),
        minWidth: '140px',
        cell: (user) => (
          <div className="d-flex gap-1">
            <Link
              to={userPaths.view(user.id)}
              className="btn btn-sm btn-icon-action"
              aria-label={t('actions.view', { name: user.fullName })}
              title={t('actions.viewShort')}
            >
              <Eye size={16} aria-hidden="true" />
            </Link>
            <Link
              to={`${userPaths.view(user.id)}?edit=1`}
              className="btn btn-sm btn-icon-action"
              aria-label={t('actions.edit', { name: user.fullName })}
              title={t('actions.editShort')}
            >
              <Pencil size={16} aria-hidden="true" />
            </Link>
            <IconButton
              icon={Trash2}
              size="sm"
              danger
              label={t('actions.delete', { name: user.fullName })}
              title={t('actions.deleteShort')}
              onClick={() => onDelete(user)}
            />
          </div>
        )
      }
    ]
  }, [t, onDelete, save])
}
