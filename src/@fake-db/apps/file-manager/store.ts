import { createStore } from '../../utils'

// Raise the version when the seed's shape changes: changes a visitor kept under another version are dropped.
export const workspace = createStore('file-manager', () => import('./data').then((m) => m.seedWorkspace()), {
  version: 1
})
