import { endpoints, saveSettingsBody, type AccountSettings } from '@/views/pages/account-settings/contract'
import { get, post } from '../../route'
import { createStore, ok, parse } from '../../utils'

const store = createStore(() => import('./data').then(({ accountSettingsSeed }) => accountSettingsSeed))

get<AccountSettings>(endpoints.data, async () => ok(await store.get()))

post<AccountSettings>(endpoints.data, async (req) => {
  const { tab, data } = parse(saveSettingsBody, req.body)
  const settings = await store.get()
  const { general } = settings
  if (tab === 'general') {
    const emailChanged = data.email !== undefined && data.email !== general.email
    Object.assign(general, data, emailChanged ? { emailVerified: false } : {})
  } else {
    Object.assign(settings[tab], data)
  }
  return ok(settings)
})
