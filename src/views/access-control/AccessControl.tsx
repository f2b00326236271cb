import { ShieldCheck, ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Alert, Badge, Card, CardBody, CardTitle, Col, Row, Table } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import { PageHeader } from '@core/components/PageHeader'
import { useAbility } from '@/configs/acl/useAbility'
import { selectUserData } from '@/redux/auth'
import { useAppSelector } from '@/redux/hooks'

const routeExample = `{ path: '/access-control', load: () => import('@/views/access-control/AccessControl'),
  meta: { action: 'read', resource: 'ACL' } }`
const menuExample = `{ id: 'access-control', title: 'nav.accessControl', icon: Shield,
  navLink: '/access-control', action: 'read', resource: 'ACL' }`

/** Who is signed in, what their CASL rules allow, and how routes and menu entries use them. */
export default function AccessControl() {
  const { t } = useTranslation('auth')
  const user = useAppSelector(selectUserData)
  const ability = useAbility()
  const canReadAcl = ability.can('read', 'ACL')

  return (
    <>
      <PageHeader title={t('acl.title')} />
      <Row className="g-4 mb-4">
        <Col lg={5}>
          <Card className="h-100 mb-0">
            <CardBody>
              <CardTitle tag="h2" className="h5">
                {t('acl.signedInTitle')}
              </CardTitle>
              {user ? (
                <div className="d-flex align-items-center gap-3">
                  <Avatar name={user.fullName || user.username} src={user.avatar} size="lg" decorative />
                  <div className="min-w-0">
                    <p className="fw-semibold mb-0">{user.fullName || user.username}</p>
                    <p className="text-body-secondary mb-1 text-break" dir="ltr">
                      {user.email}
                    </p>
                    <Badge color={user.role === 'admin' ? 'primary' : 'info'} pill>
                      {t(`roles.${user.role}`)}
                    </Badge>
                  </div>
                </div>
              ) : (
                <p className="mb-0">{t('acl.anonymous')}</p>
              )}
            </CardBody>
          </Card>
        </Col>
        <Col lg={7}>
          <Card className="h-100 mb-0">
            <CardBody>
              <CardTitle tag="h2" className="h5">
                {t('acl.rulesTitle')}
              </CardTitle>
              <Table responsive className="mb-0" aria-label={t('acl.rulesTitle')}>
                <thead>
                  <tr>
                    <th scope="col">{t('acl.action')}</th>
                    <th scope="col">{t('acl.subject')}</th>
                    <th scope="col">{t('acl.meaning')}</th>
                  </tr>
                </thead>
                <tbody>
                  {ability.rules.map((rule) => {
                    const action = String(rule.action)
                    const subject = String(rule.subject ?? 'all')
                    return (
                      <tr key={`${action}-${subject}`}>
                        <td>
                          <code>{action}</code>
                        </td>
                        <td>
                          <code>{subject}</code>
                        </td>
                        <td>{t(action === 'manage' ? 'acl.meaningManage' : 'acl.meaningAction', { action, subject })}</td>
                      </tr>
                    )
                  })}
                </tbody>
              </Table>
            </CardBody>
          </Card>
        </Col>
      </Row>

      {canReadAcl ? (
        <Card className="bg-success-subtle">
          <CardBody className="d-flex gap-3">
            <ShieldCheck className="text-success flex-shrink-0" size={28} aria-hidden="true" />
            <div>
              <CardTitle tag="h2" className="h5">
                {t('acl.protectedTitle')}
              </CardTitle>
              <p className="mb-0">{t('acl.protectedText')}</p>
            </div>
          </CardBody>
        </Card>
      ) : (
        <Alert color="warning" className="d-flex gap-2 align-items-center">
          <ShieldAlert size={20} aria-hidden="true" />
          {t('acl.hiddenText')}
        </Alert>
      )}

      <Card>
        <CardBody>
          <CardTitle tag="h2" className="h5">
            {t('acl.howTitle')}
          </CardTitle>
          <p>{t('acl.howRoutes')}</p>
          <pre className="code-block" dir="ltr">
            {routeExample}
          </pre>
          <p>{t('acl.howMenu')}</p>
          <pre className="code-block" dir="ltr">
            {menuExample}
          </pre>
          <p className="mb-0">{t('acl.howScreens')}</p>
        </CardBody>
      </Card>
    </>
  )
}
