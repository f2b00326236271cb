// The mock API with every area registered at once, as tests and tools import it (the app loads ./browser).
import { allHandlers } from './allHandlers'
import { registerRoutes } from './route'
import { handlers as signIn } from './jwt/handlers'

registerRoutes(allHandlers.filter((def) => !signIn.includes(def)))

export * from './core'
