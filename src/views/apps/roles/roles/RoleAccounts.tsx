import { useTranslation } from 'react-i18next'
import { Card, CardBody } from 'reactstrap'
import { ChoiceSelect, type Choice } from '@core/components/ChoiceSelect'
import { QueryState } from '@core/components/QueryState'
import { mutate } from '@core/forms/mutate'
import { selectUserData } from '@/redux/auth'
import { useAppSelector } from '@/redux/hooks'
import { useAssignRoleMutation, useGetAccountsQuery } from '../api'
import type { Role, SignInAccount } from '../contract'
import { useRoleLabel } from '../components/useRoleLabel'

const own = 'own'

interface Props {
  roles: readonly Role[]
}

/** Who may sign in, and the role of this app that decides what each account may do on every call. */
export function RoleAccounts({ roles }: Props) {
  const { t } = useTranslation('roles')
  const label = useRoleLabel()
  const me = useAppSelector(selectUserData)?.id
  const query = useGetAccountsQuery()
  const [assignRole, assigning] = useAssignRoleMutation()

  const change = (account: SignInAccount, value: string) => {
    const roleId = value === own ? null : Number(value)
    const role = roles.find(({ id }) => id === roleId)
    const done = role
      ? t('accounts.toasts.assigned', { name: account.fullName, role: label(role.name) })
      : t('accounts.toasts.own', { name: account.fullName })
    return mutate(assignRole({ accountId: account.id, roleId }), {
      done,
      failed: (message) => t('accounts.toasts.failed', { name: account.fullName, message })
    })
  }

  const choicesOf = (account: SignInAccount): Choice[] => {
    const login = t(`accounts.logins.${account.role}`, { defaultValue: account.role })
    const held = account.roleId === null || roles.some(({ id }) => id === account.roleId)
    return [
      { value: own, label: t('accounts.own', { role: login }) },
      ...(held ? [] : [{ value: String(account.roleId), label: t('accounts.deleted'), disabled: true }]),
      ...roles.map((role) => ({ value: String(role.id), label: label(role.name) }))
    ]
  }

  const accounts = query.data?.accounts
  return (
    <Card className="mb-4">
      <CardBody>
        <h2 className="h5">{t('accounts.title')}</h2>
        <p className="text-body-secondary">{t('accounts.intro')}</p>
        {accounts ? (
          <ul className="list-group list-group-flush" aria-busy={query.isFetching}>
            {accounts.map((account) => {
              const self = account.id === me
              return (
                <li
                  key={account.id}
                  className="list-group-item px-0 d-flex flex-wrap gap-2 align-items-start"
                >
                  <div className="flex-grow-1 me-auto">
                    <div className="fw-medium">{account.fullName}</div>
                    <div className="small text-body-secondary">{account.email}</div>
                  </div>
                  <ChoiceSelect
                    id={`account-role-${account.id}`}
                    className="role-account-select"
                    size="sm"
                    label={t('accounts.select', { name: account.fullName })}
                    hideLabel
                    value={account.roleId === null ? own : String(account.roleId)}
                    choices={choicesOf(account)}
                    disabled={self || assigning.isLoading}
                    hint={self ? t('accounts.self') : undefined}
                    onChoose={(value) => void change(account, value)}
                  />
                </li>
              )
            })}
          </ul>
        ) : (
          <QueryState loading={query.isFetching} error={query.error} onRetry={query.refetch} />
        )}
      </CardBody>
    </Card>
  )
}
