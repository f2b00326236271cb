import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { QueryState } from '@core/components/QueryState'
import { useConfirmDelete } from '@core/list/useConfirmDelete'
import { useDeleteRoleMutation, useGetRolesQuery } from '../api'
import type { Role } from '../contract'
import { useRoleLabel } from '../components/useRoleLabel'
import { AddRoleCard } from './AddRoleCard'
import { RoleCard } from './RoleCard'
import { RoleAccounts } from './RoleAccounts'
import { RoleUsers } from './RoleUsers'
import './roles.scss'

// The role form loads when it is first opened, so the page does not pay for it.
const RoleModal = lazy(() => import('./RoleModal').then((module) => ({ default: module.RoleModal })))

export default function RolesPage() {
  const { t } = useTranslation('roles')
  const label = useRoleLabel()
  const query = useGetRolesQuery()
  const roles = query.data?.roles
  const [target, setTarget] = useState<Role | 'new' | null>(null)
  const [deleteRole] = useDeleteRoleMutation()
  const { ask, dialog } = useConfirmDelete<Role>({
    remove: ({ id }) => deleteRole(id),
    title: t('roles.delete.title'),
    message: ({ name }) => t('roles.delete.message', { name: label(name) }),
    deleted: ({ name }) => t('roles.toasts.deleted', { name: label(name) }),
    failed: ({ name }, message) => t('roles.toasts.deleteFailed', { name: label(name), message })
  })

  return (
    <>
      <PageHeader title={t('titles.roles')} crumbs={[{ label: t('common:nav.rolesPermissions') }]} />
      <p className="text-body-secondary">{t('roles.intro')}</p>
      {roles ? (
        <Row className="g-3 mb-4" aria-busy={query.isFetching}>
          {roles.length === 0 && <p className="text-body-secondary mb-0">{t('roles.empty')}</p>}
          {roles.map((role) => (
            <Col key={role.id} sm={6} xl={4}>
              <RoleCard role={role} onEdit={setTarget} onDelete={ask} />
            </Col>
          ))}
          <Col sm={6} xl={4}>
            <AddRoleCard onAdd={() => setTarget('new')} />
          </Col>
        </Row>
      ) : (
        <QueryState loading={query.isFetching} error={query.error} onRetry={query.refetch} />
      )}
      {roles && <RoleAccounts roles={roles} />}
      <RoleUsers />
      {target !== null && (
        <Suspense fallback={null}>
          <RoleModal
            target={target}
            taken={roles?.map((role) => role.name) ?? []}
            onClose={() => setTarget(null)}
          />
        </Suspense>
      )}
      {dialog}
    </>
  )
}
