import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody } from 'reactstrap'
import type { TableColumn } from '@core/components/data-table/DataTable'
import { FilterSelect } from '@core/list/FilterSelect'
import { ListTable } from '@core/list/ListTable'
import { SearchBox } from '@core/list/SearchBox'
import { defaultPerPageOptions, useListState, type ListStateSpec } from '@core/list/useListState'
import { UserCell } from '@widgets/user/UserCell'
import { useGetRoleUsersQuery } from '../api'
import { userListParams, type UserRow } from '../contract'
import { useRoleUserBulk } from './useRoleUserBulk'

const listSpec: ListStateSpec<typeof userListParams> = {
  params: userListParams,
  perPageOptions: defaultPerPageOptions
}

function useUserColumns(): TableColumn<UserRow>[] {
  const { t } = useTranslation('roles')
  return useMemo(
    () => [
      {
        id: 'fullName',
        name: t('users.columns.user'),
        sortable: true,
        sortField: 'fullName',
        grow: 2,
        minWidth: '240px',
        cell: (user) => <UserCell user={user} />
      },
      {
        id: 'role',
        name: t('users.columns.role'),
        sortable: true,
        sortField: 'role',
        minWidth: '130px',
        cell: (user) => t(`users.roles.${user.role}`)
      },
      {
        id: 'currentPlan',
        name: t('users.columns.plan'),
        sortable: true,
        sortField: 'currentPlan',
        minWidth: '120px',
        cell: (user) => t(`users.plans.${user.currentPlan}`)
      },
      {
        id: 'status',
        name: t('users.columns.status'),
        sortable: true,
        sortField: 'status',
        minWidth: '110px',
        cell: (user) => t(`users.statuses.${user.status}`)
      }
    ],
    [t]
  )
}

/** Who holds which role, from the users app's list call. */
export function RoleUsers() {
  const { t } = useTranslation('roles')
  const list = useListState(listSpec)
  const { state, search } = list
  const query = useGetRoleUsersQuery(state)
  const columns = useUserColumns()
  const bulk = useRoleUserBulk(state)

  return (
    <Card>
      <CardBody className="pb-0">
        <h2 className="h5">{t('users.title')}</h2>
        <p className="text-body-secondary mb-0">{t('users.intro')}</p>
      </CardBody>
      <div className="d-flex flex-wrap align-items-end gap-2 p-3">
        <SearchBox
          id="role-user-search"
          className="flex-grow-1"
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          q={state.q}
          onSearch={search}
        />
        <FilterSelect
          id="role-user-filter"
          list={list}
          param="role"
          label={t('users.filter')}
          hideLabel
          all={t('users.allRoles')}
          optionLabel={(role) => t(`users.roles.${role}`, { defaultValue: role })}
        />
      </div>
      <ListTable
        label={t('users.label')}
        columns={columns}
        list={list}
        query={query}
        rows={(data) => data.users}
        emptyText={t('users.empty')}
        noneText={t('users.none')}
        bulk={bulk}
      />
    </Card>
  )
}
