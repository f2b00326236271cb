import { lazy, Suspense, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Card } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { useGetUsersQuery } from '../api'
import type { ManagedUser } from '../types'
import '../user.scss'
import { UserFilters } from './UserFilters'
import { UserStats } from './UserStats'
import { UserTable } from './UserTable'
import { UserToolbar } from './UserToolbar'
import { useListParams } from './useListParams'

// The add form (react-hook-form, zod, the offcanvas) loads when it is first opened: the list itself
// shows no form, so it does not pay for one.
const AddUserSidebar = lazy(() => import('./AddUserSidebar').then((module) => ({ default: module.AddUserSidebar })))

/** /apps/user/list: head counts, filters, search and the server-paged table of users. */
export default function UserList() {
  const { t } = useTranslation('user')
  const [state, update] = useListParams()
  const [adding, setAdding] = useState(false)
  const [addOpened, setAddOpened] = useState(false)
  const { data, isFetching, error, refetch } = useGetUsersQuery(state)
  const openAdd = () => {
    setAdding(true)
    setAddOpened(true)
  }
  const onSearch = useCallback((q: string) => update({ q }), [update])
  // Show the new user at once: search for them with no filter that could hide them.
  const onAdded = (user: ManagedUser) => update({ q: user.email, role: '', currentPlan: '', status: '' })

  return (
    <>
      <PageHeader title={t('titles.list')} crumbs={[{ label: t('nav.user') }]} />
      <UserStats />
      <Card>
        <UserFilters state={state} onChange={update} />
        <UserToolbar q={state.q} onSearch={onSearch} rows={data?.users ?? []} onAdd={openAdd} />
        <UserTable state={state} onChange={update} data={data} loading={isFetching} error={error ? error.message ?? t('errors.load') : null} onRetry={refetch} />
      </Card>
      {/* Mounted from the first opening on, so the offcanvas can animate its close. */}
      {(adding || addOpened) && (
        <Suspense fallback={null}>
          <AddUserSidebar isOpen={adding} onClose={() => setAdding(false)} onAdded={onAdded} />
        </Suspense>
      )}
    </>
  )
}
