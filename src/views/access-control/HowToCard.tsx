import { useTranslation } from 'react-i18next'
import { Card, CardBody, CardTitle } from 'reactstrap'

const routeExample = `{ path: '/access-control', load: () => import('@/views/access-control/AccessControl'),
  meta: { action: 'read', resource: 'ACL' } }`
const menuExample = `{ id: 'access-control', title: 'nav.accessControl', icon: Shield,
  navLink: '/access-control', action: 'read', resource: 'ACL' }`

export function HowToCard() {
  const { t } = useTranslation('auth')
  return (
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
  )
}
