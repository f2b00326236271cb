import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router-dom'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { QueryState } from '@core/components/QueryState'
import { useGetUserQuery } from '../api'
import '../user.scss'
import { EditUserModal } from './EditUserModal'
import { UserInfoCard } from './UserInfoCard'
import { UserNotFound } from './UserNotFound'
import { UserPlanCard } from './UserPlanCard'
import { UserTabs } from './UserTabs'

/** /apps/user/view/:id: the user's card and plan on the left, tabs of demo settings on the right.
 *  `?edit=1` (the list's edit button) opens the edit form. */
export default function UserView() {
  const { t } = useTranslation('user')
  const { id = '' } = useParams()
  const userId = Number(id)
  const valid = Number.isInteger(userId) && userId > 0
  const [search, setSearch] = useSearchParams()
  const { data, isLoading, error, refetch } = useGetUserQuery(userId, { skip: !valid })
  const editing = search.get('edit') === '1'
  const setEditing = (open: boolean) => setSearch(open ? { edit: '1' } : {}, { replace: true })

  const header = <PageHeader title={t('titles.view')} crumbs={[{ label: t('nav.user') }, { label: t('titles.list'), to: '/apps/user/list' }]} />
  if (!valid || (error && 'status' in error && error.status === 404)) return <UserNotFound id={id} />
  if (!data) {
    return (
      <>
        {header}
        <QueryState loading={isLoading} error={error && (error.message ?? t('errors.loadOne'))} onRetry={refetch} />
      </>
    )
  }

  const { user } = data
  return (
    <>
      {header}
      <Row className="g-4">
        <Col xl={4} lg={5} xs={12}>
          <UserInfoCard user={user} onEdit={() => setEditing(true)} />
          <UserPlanCard user={user} />
        </Col>
        <Col xl={8} lg={7} xs={12}>
          <UserTabs user={user} />
        </Col>
      </Row>
      <EditUserModal user={user} isOpen={editing} onClose={() => setEditing(false)} />
    </>
  )
}
