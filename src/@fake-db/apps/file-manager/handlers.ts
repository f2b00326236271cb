import type { RouteDef } from '../../route'
import { reads } from './reads'
import { trash } from './trash'
import { writes } from './writes'

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [...reads, ...writes, ...trash]
