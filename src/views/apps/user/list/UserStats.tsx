import { UserCheck, UserRoundX, Users, UserSearch, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody, Col, Row } from 'reactstrap'
import { QueryState } from '@core/components/QueryState'
import { useGetAllUsersQuery } from '../api'
import type { ManagedUser, UserStatus } from '../contract'
import { numberFormat } from '@/utility/format'

interface Stat {
  key: 'total' | UserStatus
  icon: LucideIcon
  color: string
  count: (users: ManagedUser[]) => number
}

const byStatus = (status: UserStatus) => (users: ManagedUser[]) =>
  users.filter((user) => user.status === status).length

const stats: Stat[] = [
  { key: 'total', icon: Users, color: 'primary', count: (users) => users.length },
  { key: 'active', icon: UserCheck, color: 'success', count: byStatus('active') },
  { key: 'pending', icon: UserSearch, color: 'warning', count: byStatus('pending') },
  { key: 'inactive', icon: UserRoundX, color: 'secondary', count: byStatus('inactive') }
]

export function UserStats() {
  const { t, i18n } = useTranslation('user')
  const { data, isLoading, error, refetch } = useGetAllUsersQuery()
  if (!data && !isLoading) return <QueryState error={error} onRetry={refetch} />
  const number = numberFormat(i18n.language)
  // While loading, the same cards with a placeholder for each number: the list below does not move when they come.
  return (
    <Row className="g-3 mb-4" aria-busy={!data}>
      {stats.map(({ key, icon: Icon, color, count }) => (
        <Col key={key} xs={6} xl={3}>
          <Card className="h-100">
            <CardBody
              className="d-flex flex-wrap align-items-center justify-content-between gap-2"
              role="group"
              aria-label={t(`stats.${key}`)}
            >
              <div>
                <p className="mb-1 text-body-secondary">{t(`stats.${key}`)}</p>
                <p className="h3 mb-0 fw-semibold">
                  {data ? number.format(count(data)) : <span className="placeholder col-6" />}
                </p>
              </div>
              <span className={`user-stat-icon bg-${color}-subtle text-${color}-emphasis`} aria-hidden="true">
                <Icon size={22} />
              </span>
            </CardBody>
          </Card>
        </Col>
      ))}
    </Row>
  )
}
