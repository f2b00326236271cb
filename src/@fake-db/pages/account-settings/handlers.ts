import {
  endpoints,
  saveSettingsBody,
  saveSettingsHead,
  settingsPatches,
  accountSettingsSchema
} from '@/views/pages/account-settings/contract'
import { get, post, type RouteDef } from '../../route'
import { createStore, ok, parse } from '../../utils'
import { permissionsOn } from '../../permission'

const may = permissionsOn('AccountSettings')

const store = createStore('account-settings', () =>
  import('./data').then(({ accountSettingsSeed }) => accountSettingsSeed)
)

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(endpoints.data, async () => ok(await store.get()), {
    permission: may.read,
    answer: accountSettingsSchema
  }),
  post(
    endpoints.data,
    async (req) => {
      const { tab, data } = parse(saveSettingsHead, req.body)
      const patch = parse(settingsPatches[tab], data)
      const settings = await store.get()
      // A new address has to be confirmed again.
      if ('email' in patch && patch.email !== undefined && patch.email !== settings.general.email)
        settings.general.emailVerified = false
      Object.assign(settings[tab], patch)
      return ok(settings)
    },
    { permission: may.update, answer: accountSettingsSchema, extension: true, body: saveSettingsBody }
  )
]
