import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { seededRoles } from '../contract'

const isSeeded = (name: string): name is (typeof seededRoles)[number] =>
  (seededRoles as readonly string[]).includes(name)

/** Seeded roles are shown in the reader's language; roles someone added keep the name they were given. */
export function useRoleLabel(): (name: string) => string {
  const { t } = useTranslation('roles')
  return useCallback((name: string) => (isSeeded(name) ? t(`roleNames.${name}`) : name), [t])
}

const colors: Record<(typeof seededRoles)[number], string> = {
  administrator: 'primary',
  manager: 'warning',
  user: 'success',
  support: 'info',
  'restricted-user': 'danger'
}

export const roleColor = (name: string) => (isSeeded(name) ? colors[name] : 'secondary')
