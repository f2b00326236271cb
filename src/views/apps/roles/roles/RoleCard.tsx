import { Pencil, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody } from 'reactstrap'
import type { Role } from '../contract'
import { useRoleLabel } from '../components/useRoleLabel'
import { AvatarStack } from './AvatarStack'
import { IconButton } from '@core/components/IconButton'

interface Props {
  role: Role
  onEdit: (role: Role) => void
  onDelete: (role: Role) => void
}

export function RoleCard({ role, onEdit, onDelete }: Props) {
  const { t } = useTranslation('roles')
  const name = useRoleLabel()(role.name)
  return (
    <Card className="h-100" role="group" aria-label={name}>
      <CardBody className="d-flex flex-column gap-3">
        <div className="d-flex justify-content-between align-items-center gap-2">
          <span className="text-body-secondary">{t('roles.card.users', { count: role.userCount })}</span>
          <AvatarStack role={role} />
        </div>
        <h2 className="h5 mb-0">{name}</h2>
        <div className="d-flex justify-content-between align-items-center mt-auto">
          <Button
            color="link"
            className="p-0"
            onClick={() => onEdit(role)}
            aria-label={t('roles.card.editNamed', { name })}
          >
            <Pencil size={14} className="me-1" aria-hidden="true" />
            {t('roles.card.edit')}
          </Button>
          <IconButton
            icon={Trash2}
            size="sm"
            danger
            label={t('roles.card.delete', { name })}
            title={t('roles.card.deleteShort')}
            onClick={() => onDelete(role)}
          />
        </div>
      </CardBody>
    </Card>
  )
}
