import { useState, type ReactNode } from 'react'
import { Briefcase, CheckSquare } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import { ConfirmDialog } from '@core/components/ConfirmDialog'
import { notify } from '@core/components/toast'
import { useUpdateUserMutation } from '../api'
import { RoleLabel } from '../components/RoleLabel'
import { StatusBadge } from '../components/StatusBadge'
import { billingKey, countryLabel, demoFigures, roleLook } from '../options'
import type { ManagedUser } from '../contract'
import { numberFormat } from '@/utility/format'

export function UserInfoCard({ user, onEdit }: { user: ManagedUser; onEdit: () => void }) {
  const { t, i18n } = useTranslation('user')
  const [confirming, setConfirming] = useState(false)
  const [updateUser, { isLoading }] = useUpdateUserMutation()
  const number = numberFormat(i18n.language)
  const figures = demoFigures(user)
  const roleColor = roleLook[user.role].color

  const suspend = async () => {
    const result = await updateUser({ id: user.id, status: 'inactive' })
    setConfirming(false)
    if (result.error) notify.error(t('errors.save'))
    else notify.success(t('toasts.suspended', { name: user.fullName }))
  }

  const details: [string, ReactNode][] = [
    // Isolated so that, in RTL, "@" and punctuation stay where the reader expects them.
    [t('fields.username'), <bdi key="username">@{user.username}</bdi>],
    [t('fields.email'), <bdi key="email">{user.email}</bdi>],
    [t('fields.status'), <StatusBadge key="status" status={user.status} />],
    [t('fields.role'), <RoleLabel key="role" role={user.role} />],
    [
      t('fields.contact'),
      user.contact ? (
        <span key="contact" dir="ltr">
          {user.contact}
        </span>
      ) : (
        '—'
      )
    ],
    [t('fields.country'), user.country ? countryLabel(user.country, i18n.language) : '—'],
    [t('fields.company'), user.company || '—'],
    [t('fields.billing'), t(`billings.${billingKey[user.billing]}`)]
  ]

  return (
    <Card className="mb-4">
      <CardBody>
        <div className="d-flex flex-column align-items-center text-center pt-2">
          <Avatar
            name={user.fullName}
            src={user.avatar}
            color={user.avatarColor}
            size="lg"
            className="user-card-avatar mb-3"
          />
          <h2 className="h4 mb-1 text-break">{user.fullName}</h2>
          <span className={`badge bg-${roleColor}-subtle text-${roleColor}-emphasis`}>
            {t(`roles.${user.role}`)}
          </span>
        </div>
        <div className="d-flex flex-wrap justify-content-center gap-4 my-4">
          {[
            { icon: CheckSquare, value: figures.tasksDone, label: t('view.tasksDone') },
            { icon: Briefcase, value: figures.projectsDone, label: t('view.projectsDone') }
          ].map(({ icon: Icon, value, label }) => (
            <div key={label} className="d-flex align-items-center gap-2">
              <span className="user-stat-icon bg-primary-subtle text-primary-emphasis" aria-hidden="true">
                <Icon size={20} />
              </span>
              <div>
                <p className="h5 mb-0">{number.format(value)}</p>
                <small className="text-body-secondary">{label}</small>
              </div>
            </div>
          ))}
        </div>
        <h3 className="h6 text-uppercase text-body-secondary border-bottom pb-2 mb-3">{t('view.details')}</h3>
        <dl className="user-details mb-4">
          {details.map(([term, value]) => (
            <div key={term} className="d-flex flex-wrap gap-2 mb-2">
              <dt className="fw-semibold">{term}:</dt>
              <dd className="mb-0 text-body-secondary text-break">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <Button color="primary" onClick={onEdit}>
            {t('view.edit')}
          </Button>
          <Button
            color="danger"
            outline
            onClick={() => setConfirming(true)}
            disabled={user.status === 'inactive'}
          >
            {user.status === 'inactive' ? t('view.suspended') : t('view.suspend')}
          </Button>
        </div>
      </CardBody>
      <ConfirmDialog
        isOpen={confirming}
        title={t('suspend.title')}
        message={t('suspend.message', { name: user.fullName })}
        confirmLabel={t('suspend.confirm')}
        busy={isLoading}
        onConfirm={suspend}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  )
}
