import { useTranslation } from 'react-i18next'
import { Badge, Card, CardBody, CardTitle } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import { selectUserData } from '@/redux/auth'
import { useAppSelector } from '@/redux/hooks'

export function SignedInCard() {
  const { t } = useTranslation('auth')
  const user = useAppSelector(selectUserData)
  return (
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
  )
}
