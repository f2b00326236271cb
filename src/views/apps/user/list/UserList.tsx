import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Card } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { useGetUsersQuery } from '../api'
import type { ManagedUser } from '../contract'
import '../user.scss'
import { AddUserSidebar } from './AddUserSidebar'
import { UserFilters } from './UserFilters'
import { UserStats } from './UserStats'
import { UserTable } from './UserTable'
import { UserToolbar } from './UserToolbar'
import { useListParams } from './useListParams'

/** /apps/user/list: head counts, filters, search and the server-paged table of users. */
export default function UserList() {
  const { t } = useTranslation('user')
  const [state, update] = useListParams()
  const [adding, setAdding] = useState(false)
  const { data, isFetching, error, refetch } = useGetUsersQuery(state)
  const onSearch = useCallback((q: string) => update({ q }), [update])
  // Show the new user at once: search for them with no filter that could hide them.
  const onAdded = (user: ManagedUser) => update({ q: user.email, role: '', currentPlan: '', status: '' })

  return (
    <>
      <PageHeader title={t('titles.list')} crumbs={[{ label: t('nav.user') }]} />
      <UserStats />
      <Card>
        <UserFilters state={state} onChange={update} />
        <UserToolbar q={state.q} onSearch={onSearch} rows={data?.users ?? []} onAdd={() => setAdding(true)} />
        <UserTable state={state} onChange={update} data={data} loading={isFetching} error={error ? error.message ?? t('errors.load') : null} onRetry={refetch} />
      </Card>
      <AddUserSidebar isOpen={adding} onClose={() => setAdding(false)} onAdded={onAdded} />
    </>
  )
}
