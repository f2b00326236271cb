import { Crown, Database, Feather, Pencil, User, type LucideIcon } from 'lucide-react'
import {
  userBillings as billings,
  userPlans as plans,
  userRoles as roles,
  userStatuses as statuses,
  type ManagedUser,
  type UserBilling,
  type UserPlan,
  type UserRole,
  type UserStatus
} from './contract'

export { billings, plans, roles, statuses }

type Tone = 'primary' | 'success' | 'danger' | 'warning' | 'info' | 'secondary'

export const roleLook: Record<UserRole, { icon: LucideIcon; color: Tone }> = {
  admin: { icon: Crown, color: 'danger' },
  author: { icon: Feather, color: 'warning' },
  editor: { icon: Pencil, color: 'info' },
  maintainer: { icon: Database, color: 'success' },
  subscriber: { icon: User, color: 'primary' }
}

export const statusColor: Record<UserStatus, Tone> = {
  active: 'success',
  pending: 'warning',
  inactive: 'secondary'
}

export const planDetails: Record<
  UserPlan,
  { price: number; users: number; storageGb: number; features: readonly string[] }
> = {
  basic: { price: 0, users: 1, storageGb: 5, features: ['basicSupport', 'coreApps'] },
  team: { price: 49, users: 10, storageGb: 50, features: ['basicSupport', 'coreApps', 'sharedWorkspaces'] },
  company: {
    price: 99,
    users: 50,
    storageGb: 200,
    features: ['prioritySupport', 'coreApps', 'sharedWorkspaces', 'auditLog']
  },
  enterprise: {
    price: 199,
    users: 500,
    storageGb: 1000,
    features: ['prioritySupport', 'coreApps', 'sharedWorkspaces', 'auditLog', 'sso']
  }
}

export const periodDays = 30

/** Derived from the id so they stay stable. */
export function demoFigures({ id }: Pick<ManagedUser, 'id'>) {
  return {
    tasksDone: 200 + ((id * 137) % 1800),
    projectsDone: 3 + ((id * 29) % 120),
    daysLeft: 1 + ((id * 7) % periodDays)
  }
}

/** Stored in English (the record's convention), shown in the UI language through Intl.DisplayNames. */
export const countries: readonly { code: string; name: string }[] = [
  { code: 'AR', name: 'Argentina' },
  { code: 'AU', name: 'Australia' },
  { code: 'AT', name: 'Austria' },
  { code: 'BR', name: 'Brazil' },
  { code: 'CA', name: 'Canada' },
  { code: 'CN', name: 'China' },
  { code: 'HR', name: 'Croatia' },
  { code: 'CZ', name: 'Czechia' },
  { code: 'DK', name: 'Denmark' },
  { code: 'EG', name: 'Egypt' },
  { code: 'EE', name: 'Estonia' },
  { code: 'FI', name: 'Finland' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'GH', name: 'Ghana' },
  { code: 'HU', name: 'Hungary' },
  { code: 'IN', name: 'India' },
  { code: 'IE', name: 'Ireland' },
  { code: 'IL', name: 'Israel' },
  { code: 'IT', name: 'Italy' },
  { code: 'JP', name: 'Japan' },
  { code: 'JO', name: 'Jordan' },
  { code: 'KZ', name: 'Kazakhstan' },
  { code: 'KE', name: 'Kenya' },
  { code: 'MX', name: 'Mexico' },
  { code: 'MA', name: 'Morocco' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'NG', name: 'Nigeria' },
  { code: 'NO', name: 'Norway' },
  { code: 'PK', name: 'Pakistan' },
  { code: 'PE', name: 'Peru' },
  { code: 'PH', name: 'Philippines' },
  { code: 'PL', name: 'Poland' },
  { code: 'PT', name: 'Portugal' },
  { code: 'RO', name: 'Romania' },
  { code: 'SN', name: 'Senegal' },
  { code: 'SG', name: 'Singapore' },
  { code: 'ZA', name: 'South Africa' },
  { code: 'KR', name: 'South Korea' },
  { code: 'ES', name: 'Spain' },
  { code: 'SE', name: 'Sweden' },
  { code: 'TR', name: 'Turkey' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' }
]

export function countryLabel(name: string, language: string): string {
  const code = countries.find((country) => country.name === name)?.code
  if (!code) return name
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? name
  } catch {
    return name
  }
}

export const billingKey: Record<UserBilling, string> = {
  'Auto Debit': 'autoDebit',
  'Manual - Credit Card': 'creditCard',
  'Manual - Paypal': 'paypal',
  'Manual - Cash': 'cash'
}
