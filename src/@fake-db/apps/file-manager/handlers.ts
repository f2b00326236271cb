import type { RouteDef } from '../../route'
import { reads } from './reads'
import { trash } from './trash'
import { writes } from './writes'

/** This area's calls, registered by the mock and the HTTP server from src/@fake-db/allHandlers.ts. */
export const handlers: RouteDef[] = [...reads, ...writes, ...trash]
