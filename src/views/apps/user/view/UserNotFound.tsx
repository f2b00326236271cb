import { UserX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Card, CardBody } from 'reactstrap'

/** An id that matches no user (deleted, mistyped): say so and lead back to the list. */
export function UserNotFound({ id }: { id?: string }) {
  const { t } = useTranslation('user')
  return (
    <Card>
      <CardBody className="text-center py-5">
        <UserX size={40} className="text-body-secondary mb-3" aria-hidden="true" />
        <h1 className="h4">{t('view.notFoundTitle')}</h1>
        <p className="text-body-secondary">{id ? t('view.notFoundText', { id }) : t('view.noUsers')}</p>
        <Link to="/apps/user/list" className="btn btn-primary">
          {t('common.backToList')}
        </Link>
      </CardBody>
    </Card>
  )
}
