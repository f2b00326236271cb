import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { billingKey, billings, countries, countryLabel, plans, roles, statuses } from '../options'
import type { Option } from './FormField'

export function useOptions() {
  const { t, i18n } = useTranslation('user')
  const language = i18n.language
  return useMemo(() => {
    const countryOptions = countries
      .map(({ name }) => ({ value: name, label: countryLabel(name, language) }))
      .sort((a, b) => a.label.localeCompare(b.label, language))
    return {
      roles: roles.map((value): Option => ({ value, label: t(`roles.${value}`) })),
      plans: plans.map((value): Option => ({ value, label: t(`plans.${value}`) })),
      statuses: statuses.map((value): Option => ({ value, label: t(`statuses.${value}`) })),
      billings: billings.map((value): Option => ({ value, label: t(`billings.${billingKey[value]}`) })),
      countries: countryOptions
    }
  }, [t, language])
}
