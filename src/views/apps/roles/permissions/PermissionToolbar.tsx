import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a search, filter or pick outside any form
import { Button, Input, Label } from 'reactstrap'
import { SearchBox } from '@core/list/SearchBox'
import type { ListUpdate } from '@core/list/useListState'
import { useGetRolesQuery } from '../api'
import { useRoleLabel } from '../components/useRoleLabel'
import type { PermissionListState } from './listSpec'

interface Props {
  state: PermissionListState
  update: ListUpdate<PermissionListState>
  onSearch: (q: string) => void
  onAdd: () => void
}

export function PermissionToolbar({ state, update, onSearch, onAdd }: Props) {
  const { t } = useTranslation('roles')
  const label = useRoleLabel()
  const roles = useGetRolesQuery().data?.roles ?? []
  // A role in the URL that no longer exists stays choosable, so the select shows what filters the list.
  const names = roles.map((role) => role.name)
  const options = state.assignedTo && !names.includes(state.assignedTo) ? [...names, state.assignedTo] : names

  return (
    <div className="d-flex flex-wrap align-items-end gap-2 p-3">
      <SearchBox
        id="permission-search"
        className="flex-grow-1"
        label={t('permissions.toolbar.search')}
        placeholder={t('permissions.toolbar.searchPlaceholder')}
        q={state.q}
        onSearch={onSearch}
      />
      <div>
        <Label for="permission-assigned-to" className="visually-hidden">
          {t('permissions.toolbar.assignedTo')}
        </Label>
        <Input
          id="permission-assigned-to"
          type="select"
          value={state.assignedTo}
          onChange={(event) => update({ assignedTo: event.target.value })}
        >
          <option value="">{t('permissions.toolbar.allRoles')}</option>
          {options.map((name) => (
            <option key={name} value={name}>
              {label(name)}
            </option>
          ))}
        </Input>
      </div>
      <Button color="primary" onClick={onAdd}>
        <Plus size={16} className="me-2" aria-hidden="true" />
        {t('permissions.toolbar.add')}
      </Button>
    </div>
  )
}
