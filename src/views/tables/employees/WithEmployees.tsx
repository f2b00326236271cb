import type { ReactNode } from 'react'
import { QueryState } from '@core/components/QueryState'
import { useGetEmployeesQuery } from '../api'
import type { Employee } from '../contract'

/** The 100 employees once loaded; a spinner or a retry until then. */
export function WithEmployees({ children }: { children: (rows: Employee[]) => ReactNode }) {
  const { data, isLoading, error, refetch } = useGetEmployeesQuery()
  if (!data) return <QueryState loading={isLoading} error={error} onRetry={() => void refetch()} />
  return <>{children(data)}</>
}
