import { lazy, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Card } from 'reactstrap'
import { OnceOpened } from '@core/components/OnceOpened'
import { PageHeader } from '@core/components/PageHeader'
import { ListTable } from '@core/list/ListTable'
import { useConfirmDelete } from '@core/list/useConfirmDelete'
import { useListState } from '@core/list/useListState'
import { useCreateIntent } from '@core/hooks/useCreateIntent'
import { useDeleteUserMutation, useGetUsersQuery, useUpdateUserMutation } from '../api'
import type { ManagedUser } from '../contract'
import '../user.scss'
import { listSpec } from './listSpec'
import { useBulk } from './useBulk'
import { useColumns } from './useColumns'
import type { SaveCell } from './cellEditor'
import { UserFilters } from './UserFilters'
import { UserStats } from './UserStats'
import { UserToolbar } from './UserToolbar'

// The add form loads when it is first opened, so the list does not pay for it.
const AddUserSidebar = lazy(() =>
  import('./AddUserSidebar').then((module) => ({ default: module.AddUserSidebar }))
)

export default function UserList() {
  const { t } = useTranslation('user')
  const list = useListState(listSpec)
  const { state, reset, search } = list
  const [adding, setAdding] = useState(false)
  const openAdd = () => setAdding(true)
  useCreateIntent(openAdd)
  const query = useGetUsersQuery(state)
  const [deleteUser] = useDeleteUserMutation()
  const { ask, dialog } = useConfirmDelete<ManagedUser>({
    remove: ({ id }) => deleteUser(id),
    title: t('delete.title'),
    message: ({ fullName }) => t('delete.message', { name: fullName }),
    deleted: ({ fullName }) => t('toasts.deleted', { name: fullName }),
    failed: ({ fullName }) => t('toasts.deleteFailed', { name: fullName })
  })
  const [updateUser] = useUpdateUserMutation()
  const saveCell = useCallback<SaveCell>(
    (user, change) => updateUser({ id: user.id, ...change }),
    [updateUser]
  )
  const columns = useColumns(ask, saveCell)
  const bulk = useBulk(state)
  // Show the new user at once: search for them with no filter that could hide them.
  const onAdded = (user: ManagedUser) => reset({ q: user.email })

  return (
    <>
      <PageHeader title={t('titles.list')} crumbs={[{ label: t('nav.user') }]} />
      <UserStats />
      <Card>
        <UserFilters list={list} />
        <UserToolbar q={state.q} onSearch={search} rows={query.data?.users ?? []} onAdd={openAdd} />
        <ListTable
          label={t('table.label')}
          columns={columns}
          list={list}
          query={query}
          rows={(data) => data.users}
          emptyText={t('table.empty')}
          noneText={t('table.none')}
          bulk={bulk}
        />
      </Card>
      <OnceOpened open={adding}>
        <AddUserSidebar isOpen={adding} onClose={() => setAdding(false)} onAdded={onAdded} />
      </OnceOpened>
      {dialog}
    </>
  )
}
