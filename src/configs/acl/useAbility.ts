import { useMemo } from 'react'
import { useAppSelector } from '@/redux/hooks'
import { selectUserData } from '@/redux/auth'
import { abilityFor, type AppAbility } from './ability'

export function useAbility(): AppAbility {
  const userData = useAppSelector(selectUserData)
  return useMemo(() => abilityFor(userData), [userData])
}
