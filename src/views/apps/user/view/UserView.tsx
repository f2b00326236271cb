import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { Col, Row } from 'reactstrap'
import { OnceOpened } from '@core/components/OnceOpened'
import { PageHeader } from '@core/components/PageHeader'
import { RecordGate, useIdParam } from '@core/list/records'
import { useGetUserQuery } from '../api'
import { userPaths } from '../contract'
import '../user.scss'
import { UserInfoCard } from './UserInfoCard'
import { UserNotFound } from './UserNotFound'
import { UserPlanCard } from './UserPlanCard'
import { OpenElsewhereNote } from '@core/components/OpenElsewhereNote'
import { RecordHistory } from '@widgets/activity/RecordHistory'
import { UserTabs } from './UserTabs'

const EditUserModal = lazy(() =>
  import('./EditUserModal').then((module) => ({ default: module.EditUserModal }))
)

export default function UserView() {
  const { t } = useTranslation('user')
  const { raw, id } = useIdParam()
  const [search, setSearch] = useSearchParams()
  const query = useGetUserQuery(id ?? 0, { skip: id === null })
  const editing = search.get('edit') === '1'
  const setEditing = (open: boolean) => setSearch(open ? { edit: '1' } : {}, { replace: true })
  if (id === null || (query.error && 'status' in query.error && query.error.status === 404))
    return <UserNotFound id={raw} />

  return (
    <>
      <PageHeader
        title={t('titles.view')}
        crumbs={[{ label: t('nav.user') }, { label: t('titles.list'), to: userPaths.list }]}
      />
      <RecordGate query={query} notFound={<UserNotFound id={raw} />}>
        {({ user }) => (
          <>
            <OpenElsewhereNote entity="user" id={user.id} />
            <Row className="g-4">
              <Col xl={4} lg={5} xs={12}>
                <UserInfoCard user={user} onEdit={() => setEditing(true)} />
                <UserPlanCard user={user} />
              </Col>
              <Col xl={8} lg={7} xs={12}>
                <UserTabs user={user} />
                <div className="mt-4">
                  <RecordHistory entity="user" id={user.id} />
                </div>
              </Col>
            </Row>
            <OnceOpened open={editing}>
              <EditUserModal user={user} isOpen={editing} onClose={() => setEditing(false)} />
            </OnceOpened>
          </>
        )}
      </RecordGate>
    </>
  )
}
