import { ShieldAlert, ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody, CardTitle } from 'reactstrap'
import { Alert } from '@core/components/overlays'
import { useAbility } from '@/configs/acl/useAbility'

export function AclNotice() {
  const { t } = useTranslation('auth')
  const ability = useAbility()
  if (!ability.can('read', 'ACL')) {
    return (
      <Alert color="warning" className="d-flex gap-2 align-items-center">
        <ShieldAlert size={20} aria-hidden="true" />
        {t('acl.hiddenText')}
      </Alert>
    )
  }
  return (
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
  )
}
