import type { App } from '@core/app/defineApp'
import { invoiceApp } from './invoice/app'
import { userApp } from './user/app'

/** Every demo app: the one list to register a new app in. The router takes their routes, the menu
 *  their entries (in the section each names); the mock finds their handlers and search entries by
 *  file name (src/@fake-db/apps/<app>/handlers.ts, the app's contract.ts `searchPages`). */
export const apps: App[] = [invoiceApp, userApp]
