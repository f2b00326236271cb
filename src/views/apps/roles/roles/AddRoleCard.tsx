import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody } from 'reactstrap'

export function AddRoleCard({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('roles')
  return (
    <Card className="h-100 role-add-card">
      <CardBody className="d-flex flex-column align-items-start justify-content-center gap-2">
        <p className="text-body-secondary mb-1">{t('roles.addCard.text')}</p>
        <Button color="primary" onClick={onAdd}>
          <Plus size={16} className="me-2" aria-hidden="true" />
          {t('roles.addCard.button')}
        </Button>
      </CardBody>
    </Card>
  )
}
