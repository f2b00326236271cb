import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { SearchBox } from '@core/list/SearchBox'
import { FilterSelect, type FilterList } from '@core/list/FilterSelect'
import { useGetRolesQuery } from '../api'
import { useRoleLabel } from '../components/useRoleLabel'
import type { permissionListParams } from '../contract'

interface Props {
  list: FilterList<typeof permissionListParams>
  onSearch: (q: string) => void
  onAdd: () => void
}

export function PermissionToolbar({ list, onSearch, onAdd }: Props) {
  const { t } = useTranslation('roles')
  const label = useRoleLabel()
  const roles = useGetRolesQuery().data?.roles ?? []

  return (
    <div className="d-flex flex-wrap align-items-end gap-2 p-3">
      <SearchBox
        id="permission-search"
        className="flex-grow-1"
        label={t('permissions.toolbar.search')}
        placeholder={t('permissions.toolbar.searchPlaceholder')}
        q={list.state.q}
        onSearch={onSearch}
      />
      <FilterSelect
        id="permission-assigned-to"
        list={list}
        param="assignedTo"
        label={t('permissions.toolbar.assignedTo')}
        hideLabel
        all={t('permissions.toolbar.allRoles')}
        values={roles.map((role) => role.name)}
        optionLabel={label}
      />
      <Button color="primary" onClick={onAdd}>
        <Plus size={16} className="me-2" aria-hidden="true" />
        {t('permissions.toolbar.add')}
      </Button>
    </div>
  )
}
