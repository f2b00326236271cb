import { useTranslation } from 'react-i18next'
import { mutate } from '@core/forms/mutate'
import { useUpdateSettingsMutation } from './api'
import type { SaveSettingsBody } from './contract'

/** Saves one part and toasts it; a refusal goes back to the form, under its field. */
export function useSave() {
  const { t } = useTranslation('settings')
  const [save] = useUpdateSettingsMutation()
  return (body: SaveSettingsBody) => mutate(save(body), { done: t(`saved.${body.tab}`), failed: false })
}
