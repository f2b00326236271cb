// What the mock is besides its route table's areas: the adapter, sign-in and the settings the app sets it up with.
import { handlers as signIn } from './jwt/handlers'
import { registerRoutes } from './route'
import { preloadAccounts } from './jwt/accounts'
import { onRead } from './answer'
import { noteRead } from './editedElsewhere'

registerRoutes(signIn)
onRead(noteRead)
// A first call checks a token against the accounts (sign-in reads them too): their data loads with the mock.
preloadAccounts()

export { mock } from './mock'
export { setMockOptions, type MockOptions } from './options'
export { routeFamilies } from './route'
export { everyRouteRegistered } from './steps'
export { onExpiryAnswered } from './scenarios'
export { randomSecret, setSigningSecret } from './jwt/tokens'
export { keepDemoChanges, onKeptChangesDropped, resetDemoData } from './kit/keep'
export { onDemoDataChangedElsewhere } from './tabChanges'
export { onEditedElsewhere } from './editedElsewhere'
export { keptRecordsLimit } from './kit/store'
