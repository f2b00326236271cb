import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router-dom'
import { QueryState } from '@core/components/QueryState'
import { useGetAllUsersQuery } from '../api'
import { UserNotFound } from './UserNotFound'

/** The bare /apps/user/view (SPEC section 2) opens the user with the lowest id. */
export default function OpenFirstUser() {
  const { t } = useTranslation('user')
  const { data, isLoading, error, refetch } = useGetAllUsersQuery()
  if (!data) return <QueryState loading={isLoading} error={error && t('errors.load')} onRetry={refetch} />
  if (data.length === 0) return <UserNotFound />
  const firstId = Math.min(...data.map((user) => user.id))
  return <Navigate to={`/apps/user/view/${firstId}`} replace />
}
