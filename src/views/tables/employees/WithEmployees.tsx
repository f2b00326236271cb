import { useState, type ReactNode } from 'react'
import { QueryState } from '@core/components/QueryState'
import { useDrawTurn } from '@core/hooks/drawTurns'
import { useGetEmployeesQuery } from '../api'
import type { Employee } from '../contract'

/** The 100 employees once loaded; a spinner or a retry until then. A page's tables draw one per task. */
export function WithEmployees({ children }: { children: (rows: Employee[]) => ReactNode }) {
  const { data, isLoading, error, refetch } = useGetEmployeesQuery()
  const [frame, setFrame] = useState<HTMLDivElement | null>(null)
  const myTurn = useDrawTurn(frame, data !== undefined, false)
  if (!data) return <QueryState loading={isLoading} error={error} onRetry={() => void refetch()} />
  if (!myTurn)
    return (
      <div ref={setFrame}>
        <QueryState loading />
      </div>
    )
  return <>{children(data.employees)}</>
}
