// What the mock is besides its route table's areas: the adapter, sign-in and the settings the app sets it up with.
import { handlers as signIn } from './jwt/handlers'
import { registerRoutes } from './route'
import { preloadTokenCheck } from './jwt/accounts'
import { onRead } from './answer'
import { noteRead } from './editedElsewhere'

registerRoutes(signIn)
onRead(noteRead)
// A first call checks a token (sign-in signs one): that code loads with the mock, not one chunk after the other then.
preloadTokenCheck()

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
