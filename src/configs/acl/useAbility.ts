import { useMemo } from 'react'
import { useAppSelector } from '@/redux/hooks'
import { selectUserData } from '@/redux/auth'
import { abilityFor, type AppAbility } from './ability'

/** The current user's CASL ability; it changes when the user signs in or out. */
export function useAbility(): AppAbility {
  const userData = useAppSelector(selectUserData)
  return useMemo(() => abilityFor(userData), [userData])
}
