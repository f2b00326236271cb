import type { TFunction } from 'i18next'
import type { CsvColumn } from '@/utility/csv'
import { billingKey } from '../options'
import type { ManagedUser } from '../contract'

export function exportColumns(t: TFunction<'user'>): CsvColumn<ManagedUser>[] {
  return [
    { header: t('fields.fullName'), value: (user) => user.fullName },
    { header: t('fields.username'), value: (user) => user.username },
    { header: t('fields.email'), value: (user) => user.email },
    { header: t('fields.role'), value: (user) => t(`roles.${user.role}`) },
    { header: t('fields.plan'), value: (user) => t(`plans.${user.currentPlan}`) },
    { header: t('fields.billing'), value: (user) => t(`billings.${billingKey[user.billing]}`) },
    { header: t('fields.status'), value: (user) => t(`statuses.${user.status}`) },
    { header: t('fields.company'), value: (user) => user.company },
    { header: t('fields.country'), value: (user) => user.country },
    { header: t('fields.contact'), value: (user) => user.contact }
  ]
}
