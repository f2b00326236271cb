// Every handler module, registered into the route table; the axios adapter and the HTTP server both read it.
import { handlerModules } from './handlerModules'

await handlerModules
